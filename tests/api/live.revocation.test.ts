import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { deleteAccount } from './support/account';
import { adminOk, signUpAdmin } from './support/admin';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

/**
 * The periodic session check runs once per heartbeat: made far longer than any test here, so a
 * stream that ends has been ended by its revocation, not by that check.
 */
const HEARTBEAT_MS = 10 * 60 * 1000;
/** "At once", with room for a busy machine; far below the heartbeat. */
const ENDS_WITHIN_MS = 5_000;

const ctx = setupTestApp({ live: { heartbeatMs: HEARTBEAT_MS } });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const openStreams: Array<{ close(): void }> = [];
afterEach(() => {
  for (const stream of openStreams.splice(0)) stream.close();
});

/** A stream read until the server ends it. */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const body = response.body;
  if (!body) throw new Error('the stream has no body');
  const reader = body.getReader();
  let ended = false;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) break;
    }
    ended = true;
  })();
  const stream = { ended: () => ended, close: () => controller.abort() };
  openStreams.push(stream);
  return stream;
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuthResponse>().token;
}

describe('a revoked session’s live stream ends at once', () => {
  it('on signing out', async () => {
    const { token, user, password } = await signUp(ctx.app);
    const stream = await openStream(token);
    const kept = await openStream(await signIn(user.email, password));
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(signedOut.statusCode).toBe(204);
    await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
    // The same person's other session keeps its stream.
    expect(kept.ended()).toBe(false);
  });

  it('on a password change in another session', async () => {
    const { token, user, password } = await signUp(ctx.app);
    const changer = await signIn(user.email, password);
    const stream = await openStream(token);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(changer),
      payload: { currentPassword: password, newPassword: 'Another456!' },
    });
    expect(changed.statusCode).toBe(204);
    await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
  });

  it('on suspension by an administrator', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const { token, user } = await signUp(ctx.app);
    const stream = await openStream(token);
    await adminOk(ctx.app, admin.token, 'POST', `/users/${user.id}/suspend`, {
      reason: 'Asked renters to pay outside Lendwell.',
    });
    await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
  });

  it('on deleting the account', async () => {
    const { token, password } = await signUp(ctx.app);
    const stream = await openStream(token);
    const deleted = await deleteAccount(ctx.app, token, password);
    expect(deleted.statusCode).toBe(204);
    await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
  });
});
