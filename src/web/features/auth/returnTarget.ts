import type { Location } from 'react-router';

/** Where to go after signing in: the page the guard sent the user from, else the dashboard. */
export function returnTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') {
    return '/dashboard';
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Why the tab was signed out, when the server said (a suspension and its reason). */
export function signOutNotice(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : undefined;
}
