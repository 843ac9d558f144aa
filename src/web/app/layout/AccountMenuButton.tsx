import { useState } from 'react';
import type { PrivateUser } from '../../../shared/schemas/users';
import { Avatar } from '../../components/ui/Avatar';
import { i18n } from '../../lib/i18n';
import type { AccountMenu, OpenedBy } from './AccountMenu';
import { accountMenuButtonClass } from './accountMenuButtonClass';

/*
 * The drop-down's widget library would be a fifth of a signed-in page's first-load script, for
 * a menu opened now and then. Until first used, the avatar is a plain button: pointing at it
 * or focusing it fetches the menu's code, pressing it shows the real menu, opened. The swap
 * waits for the code and happens in one step, so focus passes straight to the menu's button.
 */
const loadAccountMenu = () => import('./AccountMenu');

/** Fetched ahead of the press; a failed download is tried again by the press itself. */
const prefetchAccountMenu = () => loadAccountMenu().catch(() => undefined);

export function AccountMenuButton({ user }: { user: PrivateUser }) {
  const [loaded, setLoaded] = useState<{ Menu: typeof AccountMenu; openedBy: OpenedBy }>();
  if (loaded) return <loaded.Menu user={user} openedBy={loaded.openedBy} />;

  const use = (openedBy: OpenedBy) =>
    loadAccountMenu().then(
      (module) => setLoaded({ Menu: module.AccountMenu, openedBy }),
      // Not arrived (the connection dropped): the button stays, and the next press tries again.
      () => undefined,
    );
  return (
    <div className="relative hidden md:block">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        className={accountMenuButtonClass}
        onPointerEnter={() => void prefetchAccountMenu()}
        onFocus={() => void prefetchAccountMenu()}
        // The menu's own button opens on these too: on its first item, or its last.
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          void use(event.key);
        }}
        // A click made by Enter or Space carries no pointer details.
        onClick={(event) => void use(event.detail === 0 ? 'Enter' : 'pointer')}
      >
        {/* Named by hidden text, not aria-label: the initials that show are a picture of the person. */}
        <span className="sr-only">{i18n._('shell.accountMenu')}</span>
        <Avatar person={user} />
      </button>
    </div>
  );
}
