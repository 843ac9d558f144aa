import { type ComponentType, lazy, Suspense } from 'react';
import { i18n } from '../../lib/i18n';
import { loadSonner, useToastRaised } from '../../lib/toast';

const Toaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    loadSonner().then(
      (library) => ({
        default: () => (
          <library.Toaster
            position="top-center"
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
