import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { deleteAccount } from './support/account';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const HEARTBEAT_MS = 100;
/** The session check runs once per heartbeat: a few of them is a generous bound. */
const ENDS_WITHIN_MS = 2_000;

const ctx = setupTestApp({ live: { heartbeatMs: HEARTBEAT_MS } });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** A stream read until the server ends it, counting what arrives (heartbeats among it). */
async function openStream(token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
    signal: controller.signal,
  });
  const body = response.body;
  if (!body) throw new Error('the stream has no body');
  const reader = body.getReader();
  let ended = false;
  let chunks = 0;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) break;
      chunks += 1;
    }
    ended = true;
  })();
  return {
    status: response.status,
    ended: () => ended,
    chunks: () => chunks,
    close: () => controller.abort(),
  };
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

async function eventsStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
  });
  await response.body?.cancel();
  return response.status;
}

describe('a live stream ends with the session that opened it', () => {
  it('ends after signing out, and the token opens no new one', async () => {
    const { token } = await signUp(ctx.app);
    const stream = await openStream(token);
    try {
      expect(stream.status).toBe(200);
      const signedOut = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(token),
      });
      expect(signedOut.statusCode).toBe(204);
      await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
      expect(await eventsStatus(token)).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('ends when a password change in another session revokes it, while that session’s stream stays', async () => {
    const { token, user, password } = await signUp(ctx.app);
    const other = await signIn(user.email, password);
    const revoked = await openStream(token);
    const kept = await openStream(other);
    try {
      const changed = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: bearer(other),
        payload: { currentPassword: password, newPassword: 'Another456!' },
      });
      expect(changed.statusCode).toBe(204);
      await expect.poll(revoked.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
      // Several heartbeats (each a check of the session) later, the changing session's stream
      // is still open.
      const seen = kept.chunks();
      await expect.poll(kept.chunks, { timeout: ENDS_WITHIN_MS }).toBeGreaterThanOrEqual(seen + 5);
      expect(kept.ended()).toBe(false);
    } finally {
      revoked.close();
      kept.close();
    }
  });

  it('ends when the account is deleted', async () => {
    const { token, password } = await signUp(ctx.app);
    const stream = await openStream(token);
    try {
      const deleted = await deleteAccount(ctx.app, token, password);
      expect(deleted.statusCode).toBe(204);
      await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS }).toBe(true);
    } finally {
      stream.close();
    }
  });
});
