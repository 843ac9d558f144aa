import { Menu as MenuIcon, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useUnreadTotal } from '../../features/messages/UnreadBadge';
import { i18n } from '../../lib/i18n';

/**
 * The panel's links load when the button is first pointed at, focused or pressed: most visits
 * never open it, and every page's first load carries the header.
 */
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

export function MobileMenu() {
  const unread = useUnreadTotal();

  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const close = () => setOpen(false);

  // Escape closes the menu as it closes every other pop-up; focus, if it was in the menu, goes
  // back to its button.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (container.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // A plain disclosure (a button that shows and hides a panel) needs no widget library: the
  // header is on every page's first load, and the library would be most of its code.
  return (
    <div ref={container} className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-label={i18n._('shell.openMenu')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="group relative rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon aria-hidden="true" className="h-6 w-6 group-data-open:hidden" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white group-data-open:hidden"
          />
        )}
        <X aria-hidden="true" className="hidden h-6 w-6 group-data-open:block" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} unread={unread} close={close} />
        </Suspense>
      )}
    </div>
  );
}
