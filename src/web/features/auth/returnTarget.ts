import type { Location } from 'react-router';

/** Where to go after signing in: the page the guard sent the user from, else the dashboard. */
export function returnTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') {
    return '/dashboard';
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
