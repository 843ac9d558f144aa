import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { adminCall, signUpAdmin } from './support/admin';
import { setupBookingsApp } from './support/bookings';
import { signUp } from './support/users';

const { ctx } = setupBookingsApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Wrong in every field an admin route reads. */
const INVALID_BODY = { reason: 42, outcome: 'maybe', note: null };

/** Every admin route, with an unknown id where it takes one. */
const ROUTES: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/overview'],
  ['GET', '/users'],
  ['GET', `/users/${UNKNOWN_ID}`],
  ['POST', `/users/${UNKNOWN_ID}/suspend`],
  ['POST', `/users/${UNKNOWN_ID}/reinstate`],
  ['GET', '/listings'],
  ['POST', `/listings/${UNKNOWN_ID}/hide`],
  ['POST', `/listings/${UNKNOWN_ID}/unhide`],
  ['GET', '/bookings'],
  ['GET', `/bookings/${UNKNOWN_ID}`],
  ['POST', `/bookings/${UNKNOWN_ID}/cancel`],
  ['GET', '/reports'],
  ['GET', `/reports/${UNKNOWN_ID}`],
  ['POST', `/reports/${UNKNOWN_ID}/decision`],
  ['GET', '/audit-log'],
  ['GET', '/payouts'],
  ['POST', `/payouts/${UNKNOWN_ID}/paid`],
  ['GET', '/claims'],
  ['POST', `/claims/${UNKNOWN_ID}/decide`],
  ['GET', '/dead-letters'],
  ['POST', `/dead-letters/${UNKNOWN_ID}/retry`],
  ['POST', `/dead-letters/${UNKNOWN_ID}/discard`],
];

describe('who may call the admin API', () => {
  it('covers every /api/admin route of the route table', () => {
    const table = ctx.app.apiRoutes
      .filter((route) => route.url.startsWith('/api/admin'))
      .map((route) => `${route.method} ${route.url.replace(/:id/, UNKNOWN_ID).slice(10)}`)
      .sort();
    expect(ROUTES.map(([method, path]) => `${method} ${path}`).sort()).toEqual(table);
    expect(ctx.app.apiRoutes.filter((route) => route.url.startsWith('/api/admin/'))).toEqual(
      ctx.app.apiRoutes.filter(
        (route) => route.url.startsWith('/api/admin/') && route.auth === 'admin',
      ),
    );
  });

  it.each(ROUTES)(
    '%s %s refuses a signed-out caller with 401 before validation',
    async (method, path) => {
      const response = await adminCall(
        ctx.app,
        undefined,
        method,
        path,
        method === 'POST' ? INVALID_BODY : undefined,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: inEnglish('auth.required'),
        code: 'UNAUTHENTICATED',
      });
    },
  );

  it.each(ROUTES)(
    '%s %s refuses a signed-in non-admin with 403 before validation',
    async (method, path) => {
      const user = await signUp(ctx.app);
      const response = await adminCall(
        ctx.app,
        user.token,
        method,
        path,
        method === 'POST' ? INVALID_BODY : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: inEnglish('auth.adminOnly'), code: 'FORBIDDEN' });
    },
  );

  it.each(ROUTES.filter(([method]) => method === 'POST'))(
    '%s %s answers an administrator’s invalid body with 400',
    async (method, path) => {
      const admin = await signUpAdmin(ctx.app, ctx.database.db);
      const response = await adminCall(ctx.app, admin.token, method, path, INVALID_BODY);
      expect(response.statusCode).toBe(400);
    },
  );

  it.each(ROUTES.filter(([, path]) => path.includes(UNKNOWN_ID)))(
    '%s %s answers an unknown or malformed id with 404',
    async (method, path) => {
      const admin = await signUpAdmin(ctx.app, ctx.database.db);
      const body =
        method === 'POST'
          ? { reason: 'Checking', outcome: 'resolved', note: 'Checked', amount: 0 }
          : undefined;
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const response = await adminCall(
          ctx.app,
          admin.token,
          method,
          path.replace(UNKNOWN_ID, id),
          body,
        );
        expect(response.statusCode, `${path} with ${id}`).toBe(404);
        expect([
          ...(
            [
              'admin.userNotFound',
              'admin.listingNotFound',
              'admin.bookingNotFound',
              'admin.reportNotFound',
              'admin.payoutNotFound',
              'deadLetters.notFound',
            ] as const
          ).map((id) => inEnglish(id)),
          inEnglish('deposits.claimNotFound'),
        ]).toContain(response.json().error);
      }
    },
  );

  it('answers a reason of only spaces, or too long, with 400 naming the reason', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const target = await signUp(ctx.app);
    for (const reason of ['   ', 'x'.repeat(501)]) {
      const response = await adminCall(
        ctx.app,
        admin.token,
        'POST',
        `/users/${target.user.id}/suspend`,
        {
          reason,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'reason' });
    }
  });
});
