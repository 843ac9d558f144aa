import { describe, expect, it, vi } from 'vitest';
import { openApiPath } from '../../src/server/features/docs/openapi';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A concrete address for a route pattern: every path parameter becomes a well-formed id. */
const addressOf = (url: string) => url.replace(/:\w+/g, SOME_ID);

describe('the route table', () => {
  it('declares who may call every API route and what each answers', () => {
    const routes = ctx.app.apiRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(35);
    for (const route of routes) {
      expect(['public', 'signed-in', 'admin'], `${route.method} ${route.url}`).toContain(
        route.auth,
      );
      const statuses = Object.keys(route.schema.response);
      expect(
        statuses.some((status) => status.startsWith('2')),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
  });

  it('refuses a signed-out write before looking at its body (401, not 400)', async () => {
    const guarded = ctx.app.apiRoutes.filter(
      (route) => route.auth !== 'public' && WRITE_METHODS.has(route.method),
    );
    expect(guarded.map((route) => `${route.method} ${route.url}`)).toContain('PUT /api/users/:id');
    for (const route of guarded) {
      const request = {
        method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: addressOf(route.url),
        payload: { firstName: '', rating: 'not a number', unexpected: true },
      };
      const signedOut = await ctx.app.inject(request);
      expect(signedOut.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(signedOut.json()).toEqual({
        error: inEnglish('auth.required'),
        code: 'UNAUTHENTICATED',
      });
      const expired = await ctx.app.inject({ ...request, headers: bearer('no-such-session') });
      expect(expired.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
  });

  it('refuses a signed-out read of a signed-in route (401)', async () => {
    const reads = ctx.app.apiRoutes.filter(
      (route) => route.auth !== 'public' && route.method === 'GET',
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.app.inject({ method, url: addressOf(route.url) });
        expect(response.statusCode, `${method} ${route.url}`).toBe(401);
      }
    }
  });
});

describe('response contracts', () => {
  it('never sends a field the schema does not name, whatever a service returns', async () => {
    const account = await signUp(ctx.app);
    const users = ctx.app.services.users;
    const leaky = { ...account.user, passwordHash: 'argon2id$secret', role: 'admin' };
    const spy = vi.spyOn(users, 'getAsSeenBy').mockResolvedValue(leaky);
    try {
      const response = await ctx.app.inject({ url: `/api/users/${account.user.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('passwordHash');
      expect(response.json().user).not.toHaveProperty('passwordHash');
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a user their own role, and nobody else’s', async () => {
    const [me, other] = [await signUp(ctx.app), await signUp(ctx.app)];
    expect(me.user.role).toBe('user');
    const own = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(me.token) });
    expect(own.json().user.role).toBe('user');
    const seenByOther = await ctx.app.inject({
      url: `/api/users/${me.user.id}`,
      headers: bearer(other.token),
    });
    expect(seenByOther.json().user).not.toHaveProperty('role');
    expect(seenByOther.json().user).not.toHaveProperty('email');
    const seenBySignedOut = await ctx.app.inject({ url: `/api/users/${me.user.id}` });
    expect(seenBySignedOut.json().user).not.toHaveProperty('role');
  });

  it('answers errors in the one error shape', async () => {
    const response = await ctx.app.inject({ url: `/api/items/${SOME_ID}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: inEnglish('items.notFound'), code: 'NOT_FOUND' });
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('lists every API route with who may call it and its answers', async () => {
    const response = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    for (const route of ctx.app.apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation['x-auth']).toBe(route.auth);
      for (const status of Object.keys(route.schema.response)) {
        expect(operation.responses[status.toUpperCase()], `${route.url} ${status}`).toBeDefined();
      }
    }
    const item = document.paths['/api/items/{id}'].get;
    expect(item.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const itemSchema = item.responses['200'].content['application/json'].schema;
    expect(itemSchema.properties.item.required).toContain('owner_id');
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(document.paths['/api/auth/me'].get.security).toEqual([{ bearerSession: [] }]);
  });

  it('serves a readable reference page without scripts', async () => {
    const response = await ctx.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Lendwell API</h1>');
    expect(response.body).toContain('/api/users/{id}');
    expect(response.body).toContain('signed-in');
    expect(response.body).not.toContain('<script');
  });
});
