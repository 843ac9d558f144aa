import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inEnglish } from '../../shared/i18n/allCatalogs';
import type { Role } from '../../shared/roles';
import { authPlugin, type RouteAccess, type SessionLookup } from './auth';
import { contractsPlugin } from './contracts';
import { registerErrorHandlers } from './errorHandler';

const TOKENS: Record<string, Role> = {
  'user-token': 'user',
  'admin-token': 'admin',
  'newcomer-token': 'user',
};

const sessions: SessionLookup = {
  lookup: async (token) => {
    const role = TOKENS[token];
    if (!role) return null;
    const disclaimerAccepted = token !== 'newcomer-token';
    return { userId: `${role}-id`, role, tokenHash: `hash-${token}`, disclaimerAccepted };
  },
  suspensionOf: async (token) => (token === 'suspended-token' ? 'Repeated no-shows.' : null),
};

const echoBody = z.object({ name: z.string().min(1) });
const caller = z.object({ userId: z.string().nullable() });

function newApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  return app;
}
type TestApp = ReturnType<typeof newApp>;

async function appWith(register: (app: TestApp) => void): Promise<TestApp> {
  const app = newApp();
  await app.register(authPlugin, { sessions });
  await app.register(contractsPlugin);
  register(app);
  await app.ready();
  return app;
}

function routeFor(auth: RouteAccess, needsDisclaimer = false) {
  return (app: TestApp) => {
    app.post(
      '/api/thing',
      { config: { auth, needsDisclaimer }, schema: { body: echoBody, response: { 200: caller } } },
      (request) => ({ userId: request.userId }),
    );
  };
}

const send = (app: TestApp, token?: string, payload: unknown = { name: '' }) =>
  app.inject({
    method: 'POST',
    url: '/api/thing',
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('route-level auth', () => {
  it('refuses a signed-out or expired caller of a signed-in route before validating the body', async () => {
    const app = await appWith(routeFor('signed-in'));
    const signedOut = await send(app);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: inEnglish('auth.required'),
      code: 'UNAUTHENTICATED',
    });
    const expired = await send(app, 'stale-token');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const suspended = await send(app, 'suspended-token');
    expect(suspended.statusCode).toBe(401);
    expect(suspended.json()).toEqual({
      error: inEnglish('moderation.suspendedSignedOut', { reason: 'Repeated no-shows.' }),
      code: 'ACCOUNT_SUSPENDED',
    });
    expect((await send(app, 'user-token')).statusCode).toBe(400);
    expect((await send(app, 'user-token', { name: 'ok' })).json()).toEqual({ userId: 'user-id' });
  });

  it('answers 401 to the signed out and 403 to non-admins on an admin route', async () => {
    const app = await appWith(routeFor('admin'));
    expect((await send(app)).statusCode).toBe(401);
    const user = await send(app, 'user-token', { name: 'ok' });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: inEnglish('auth.adminOnly'), code: 'FORBIDDEN' });
    expect((await send(app, 'admin-token', { name: 'ok' })).json()).toEqual({
      userId: 'admin-id',
    });
  });

  it('refuses a caller who has not accepted the disclaimer after sign-in, before validation', async () => {
    const app = await appWith(routeFor('signed-in', true));
    expect((await send(app)).statusCode).toBe(401);
    const newcomer = await send(app, 'newcomer-token');
    expect(newcomer.statusCode).toBe(403);
    expect(newcomer.json()).toEqual({
      error: inEnglish('auth.disclaimerRequired'),
      code: 'DISCLAIMER_NOT_ACCEPTED',
    });
    expect((await send(app, 'user-token')).statusCode).toBe(400);
    expect((await send(app, 'user-token', { name: 'ok' })).statusCode).toBe(200);
  });

  it('identifies the caller of a public route when a token is given and never refuses', async () => {
    const app = await appWith(routeFor('public'));
    expect((await send(app, undefined, { name: 'ok' })).json()).toEqual({ userId: null });
    expect((await send(app, 'stale-token', { name: 'ok' })).json()).toEqual({ userId: null });
    expect((await send(app, 'user-token', { name: 'ok' })).json()).toEqual({ userId: 'user-id' });
  });

  it('refuses to start with an API route that declares no auth or no response schema', async () => {
    await expect(
      appWith((app) => {
        app.get('/api/open', { schema: { response: { 200: caller } } }, () => ({ userId: null }));
      }),
    ).rejects.toThrow('GET /api/open declares no config.auth');
    await expect(
      appWith((app) => {
        app.get('/api/bare', { config: { auth: 'public' } }, () => ({ userId: null }));
      }),
    ).rejects.toThrow('GET /api/bare declares no response schema');
  });

  it('sends only the fields the response schema names', async () => {
    const app = await appWith((instance) => {
      instance.get(
        '/api/leaky',
        { config: { auth: 'public' }, schema: { response: { 200: caller } } },
        () => ({ userId: 'x', passwordHash: 'secret' }) as { userId: string },
      );
    });
    expect((await app.inject({ url: '/api/leaky' })).json()).toEqual({ userId: 'x' });
  });
});
