import { SUPPORT_EMAIL } from '../../../shared/constants';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';
import {
  LegalItems,
  LegalList,
  LegalSection,
  LegalSubheading,
  MailLink,
  MyDataLink,
} from './LegalPage';

/** How long data is kept, and what deleting an account removes and keeps. */
export function RetentionSection() {
  // The name deleted people are shown by, quoted as the pages show it.
  const deletedUser = i18n._('accountData.deletedUser');
  return (
    <LegalSection title={i18n._('legal.privacy.retention')}>
      <p>{messageWithElements('legal.privacy.retentionText', { myData: <MyDataLink /> })}</p>
      <p>{i18n._('legal.privacy.refused')}</p>
      <LegalSubheading>{i18n._('legal.privacy.removed')}</LegalSubheading>
      <LegalItems
        ids={[
          'legal.privacy.removedProfile',
          'legal.privacy.removedSessions',
          'legal.privacy.removedListings',
          'legal.privacy.removedNotifications',
          'legal.privacy.removedSearches',
          'legal.privacy.removedBlockedDates',
          'legal.privacy.removedBlocks',
          'legal.privacy.removedReports',
        ]}
      />
      <LegalSubheading>{i18n._('legal.privacy.kept')}</LegalSubheading>
      <LegalList>
        <li>{i18n._('legal.privacy.keptMessages', { deletedUser })}</li>
        <li>{i18n._('legal.privacy.keptBookings', { deletedUser })}</li>
        <li>{i18n._('legal.privacy.keptReports', { deletedUser })}</li>
        <li>{i18n._('legal.privacy.keptEmails')}</li>
      </LegalList>
    </LegalSection>
  );
}

/** What people can do with their data themselves. */
export function RightsSection() {
  return (
    <LegalSection title={i18n._('legal.privacy.rights')}>
      <p>{i18n._('legal.privacy.rightsIntro')}</p>
      <LegalList>
        <li>
          {messageWithElements(
            'legal.privacy.access',
            { myData: <MyDataLink /> },
            // The button's own label, so that the policy names what the page shows.
            { download: i18n._('accountData.download') },
          )}
        </li>
        <li>{i18n._('legal.privacy.correct')}</li>
        <li>{i18n._('legal.privacy.erase')}</li>
        <li>{i18n._('legal.privacy.choose')}</li>
      </LegalList>
      <p>
        {messageWithElements('legal.privacy.anythingElse', {
          email: <MailLink email={SUPPORT_EMAIL} />,
        })}
      </p>
    </LegalSection>
  );
}
