/** What an account may do beyond its own things: `admin` may also act on everyone's. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'user';
