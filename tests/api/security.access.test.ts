import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/server/plugins/contracts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { ACCESS_MATRIX } from './support/accessMatrix';
import type { AccessRequest, AccessRow } from './support/accessRules';
import {
  ACTORS,
  type AccessWorld,
  type Actor,
  accessWorldOf,
  buildAccessRows,
  type Person,
} from './support/accessWorld';
import { setupBookingsApp } from './support/bookings';
import { keptWorld } from './support/keptWorld';
import { bearer, signUp } from './support/users';

const { ctx, clock } = setupBookingsApp();
const accessRows = keptWorld(ctx, () => buildAccessRows(ctx, clock));
/** The same world for every case, as it was before any of them wrote to it. */
const freshWorld = async () => accessWorldOf(ctx, clock, await accessRows());

const routeKey = (route: Pick<ApiRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Wrong in every field a route could read: a signed-out caller must not learn that. */
const INVALID_BODY = { rating: 'not a number', status: 42, email: '', receiverId: null };

function routeOf(key: string): ApiRoute {
  const route = ctx.app.apiRoutes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`${key} is in the access matrix but not in the route table`);
  return route;
}

function callerOf(world: AccessWorld, row: AccessRow, actor: Actor): Person | null {
  if (actor === 'anonymous') return null;
  return actor === 'rightful' ? world[row.rightful] : world[actor];
}

/** A signed-out call of a guarded route sends a body no validator would pass. */
function asSent(request: AccessRequest, route: ApiRoute, caller: Person | null) {
  const probe = caller === null && route.auth !== 'public' && BODY_METHODS.has(route.method);
  const headers = probe ? {} : (request.headers ?? {});
  return {
    ...request,
    payload: probe ? INVALID_BODY : request.payload,
    headers: caller ? { ...headers, ...bearer(caller.token) } : headers,
  };
}

describe('the access matrix', () => {
  it('has a row for every API route, and none for a route that is gone', () => {
    const routes = ctx.app.apiRoutes.map(routeKey).sort();
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual(routes);
  });

  it('expects a signed-out caller of every guarded route to be refused (401)', () => {
    for (const route of ctx.app.apiRoutes.filter((candidate) => candidate.auth !== 'public')) {
      expect(ACCESS_MATRIX[routeKey(route)]?.expected.anonymous, routeKey(route)).toBe(401);
    }
  });

  it.each(Object.keys(ACCESS_MATRIX))('%s answers each actor as the table says', async (key) => {
    const row = ACCESS_MATRIX[key];
    if (!row) throw new Error(`no row for ${key}`);
    const route = routeOf(key);
    const world = await freshWorld();
    // The rightful caller goes last, so that a write of theirs cannot change the others' answers.
    for (const actor of ACTORS) {
      const caller = callerOf(world, row, actor);
      const request = await row.request({ world, caller, uploadsDir: ctx.uploadsDir });
      const response = await ctx.app.inject(asSent(request, route, caller));
      expect(response.statusCode, `${key} as ${actor}: ${response.body}`).toBe(row.expected[actor]);
      if (response.statusCode === 401) {
        expect(response.json()).toEqual({
          error: inEnglish('auth.required'),
          code: 'UNAUTHENTICATED',
        });
      }
    }
  });
});

/** The writes that list or rent, which the platform disclaimer must come before. */
const LISTING_AND_RENTING_WRITES = [
  'POST /api/bookings',
  'POST /api/items',
  'POST /api/messages',
  'POST /api/payments/create-checkout-session',
  'POST /api/upload/image',
  'PUT /api/items/:id',
];

describe('the platform disclaimer in the access matrix', () => {
  it('is needed on exactly the writes that list or rent', () => {
    const needing = ctx.app.apiRoutes.filter((route) => route.needsDisclaimer).map(routeKey);
    expect(needing.sort()).toEqual(LISTING_AND_RENTING_WRITES);
  });

  it.each(LISTING_AND_RENTING_WRITES)(
    '%s refuses a signed-in newcomer who has not accepted it (403)',
    async (key) => {
      const row = ACCESS_MATRIX[key];
      if (!row) throw new Error(`no row for ${key}`);
      const world = await freshWorld();
      const account = await signUp(ctx.app, {}, { acceptDisclaimer: false });
      const newcomer = {
        id: account.user.id,
        token: account.token,
        email: account.user.email,
        password: account.password,
      };
      const request = await row.request({ world, caller: newcomer, uploadsDir: ctx.uploadsDir });
      const response = await ctx.app.inject(asSent(request, routeOf(key), newcomer));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        error: inEnglish('auth.disclaimerRequired'),
        code: 'DISCLAIMER_NOT_ACCEPTED',
      });
    },
  );
});
