import { type ComponentType, lazy, Suspense } from 'react';
import { loadSonner, useToastRaised } from '../../lib/toast';

const Toaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    loadSonner().then(
      (library) => ({
        default: () => <library.Toaster position="top-center" richColors closeButton />,
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
