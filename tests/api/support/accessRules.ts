import type { AccessWorld, Actor, Person } from './accessWorld';

export interface AccessRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  query?: Record<string, string>;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/** Everything a row's request may use: the world, the caller (null when signed out) and files. */
export interface RequestContext {
  world: AccessWorld;
  caller: Person | null;
  uploadsDir: string;
}

export interface AccessRow {
  /**
   * Which person of the world is the rightful caller: the owner of the thing, its renter, or,
   * for the admin console, an administrator.
   */
  rightful: 'owner' | 'renter' | 'admin';
  /** Called once per actor, so that a write may use things of its own. */
  request(context: RequestContext): AccessRequest | Promise<AccessRequest>;
  expected: Record<Actor, number>;
}

export const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  stranger: status,
  admin: status,
  rightful: status,
});
/** Any signed-in caller may; a signed-out one is refused before anything else. */
export const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** Only the rightful person may; nobody else, administrators included, is let through. */
export const rightfulOnly = (status: number) => ({
  anonymous: 401,
  stranger: 403,
  admin: 403,
  rightful: status,
});

/** Administrators only: signed out 401, anyone else 403. */
export const adminOnly = (status: number): Record<Actor, number> => ({
  anonymous: 401,
  stranger: 403,
  admin: status,
  rightful: status,
});

export function get(url: string): AccessRequest {
  return { method: 'GET', url };
}
