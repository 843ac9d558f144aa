import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Tone = 'success' | 'error' | 'info';

/*
 * Toasts through sonner, whose code (a third of a page's own script) loads with the first
 * toast rather than on every page: most visits raise none. The toaster mounts then too (see
 * Toasts), and sonner hands it the toasts raised before it was there.
 */
let sonner: Promise<Sonner> | undefined;
let raised = false;
const onFirstToast = new Set<() => void>();

export const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner');
  return sonner;
};

function show(tone: Tone, message: string, options?: ExternalToast) {
  loadSonner().then(
    (library) => library.toast[tone](message, options),
    // A toast whose code cannot arrive (the connection dropped) is lost, never an error page.
    () => undefined,
  );
  if (raised) return;
  raised = true;
  for (const listener of onFirstToast) listener();
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};

function subscribe(listener: () => void) {
  onFirstToast.add(listener);
  return () => onFirstToast.delete(listener);
}

/** True once any toast has been raised in this page's life. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}
