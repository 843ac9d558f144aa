/** What an account may do beyond its own things: `admin` may also act on everyone's. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';

/** How a route says who may call it; owner rules are checked by the services. */
export const ROUTE_ACCESS = ['public', 'signed-in', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];
