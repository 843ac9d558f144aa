import { type ComponentType, lazy, Suspense } from 'react';
import { i18n } from '../../lib/i18n';
import { loadSonner, useToastRaised } from '../../lib/toast';

/**
 * Toasts open below the sticky header (4rem), far enough that the close button, which sonner
 * draws half outside the toast's corner, clears it too.
 */
const BELOW_HEADER = { top: 'calc(4rem + 1rem)' };

const Toaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    loadSonner().then(
      (library) => ({
        default: () => (
          <library.Toaster
            position="top-center"
            offset={BELOW_HEADER}
            mobileOffset={BELOW_HEADER}
            richColors
            closeButton
            // The whole name, Alt+T hotkey included, as sonner would otherwise add it untranslated.
            customAriaLabel={i18n._('shell.toasts')}
            toastOptions={{ closeButtonAriaLabel: i18n._('shell.closeToast') }}
          />
        ),
      }),
      // Without its code there is nothing to show; the page itself must not fail for it.
      () => ({ default: () => null }),
    ),
);

/** The toast area, mounted with the first toast (see lib/toast). */
export function Toasts() {
  if (!useToastRaised()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
