import { BlockUserButton } from '../features/blocks';
import { ProfilePage } from '../features/profiles';
import { ReportUserButton } from '../features/reports';

/** /users/:id — the public profile, with reporting and blocking for the people who visit it. */
export function PublicProfileRoute() {
  return (
    <ProfilePage
      renderActions={({ userId, name }) => (
        <>
          <ReportUserButton userId={userId} name={name} />
          <BlockUserButton userId={userId} name={name} />
        </>
      )}
    />
  );
}
