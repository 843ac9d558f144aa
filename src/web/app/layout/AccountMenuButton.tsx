import { lazy, Suspense, useState } from 'react';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { accountMenuButtonClass } from './navigation';

/*
 * The drop-down's widget library would be a fifth of a signed-in page's first-load script, for
 * a menu opened now and then. Until first used, the avatar is a plain button: pointing at it
 * or focusing it fetches the menu's code, pressing it shows the real menu, opened.
 */
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenu })),
);

export function AccountMenuButton({ user }: { user: PrivateUser }) {
  const [used, setUsed] = useState(false);
  const button = (
    <div className="relative hidden md:block">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={accountMenuButtonClass}
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={() => setUsed(true)}
      >
        {/* Named by hidden text, not aria-label: the initials that show are a picture of the person. */}
        <span className="sr-only">Account menu</span>
        <Avatar person={user} />
      </button>
    </div>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu user={user} openAtOnce />
    </Suspense>
  );
}
