import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { type ServerProcess, startServerProcess } from './support/serverProcess';
import { bearer, newAccount } from './support/users';

// Two processes of the production server on one PostgreSQL database, as behind a load balancer.
let database: TestDatabase;
let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  database = await openTestDatabase('postgres');
  const url = database.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  const env = { DATABASE_URL: url, DEMO_DATA: 'off' };
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.close();
});

/**
 * Well within the processes' 25 s session check, which would end the stream only at its next
 * run: a stream that ends this soon was ended by the revocation.
 */
const ENDS_WITHIN_MS = 1_500;

async function post(server: ServerProcess, path: string, body: unknown, token?: string) {
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && bearer(token)) },
    body: JSON.stringify(body),
  });
}

/** A stream read until the server ends it. */
async function openStream(server: ServerProcess, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/events`, {
    headers: { accept: 'text/event-stream', ...bearer(token) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the stream has no body');
  let ended = false;
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true }));
      if (chunk.done) break;
    }
    ended = true;
  })();
  return { ended: () => ended, close: () => controller.abort() };
}

describe('two server processes on one PostgreSQL', () => {
  it('end a stream held by one when its session is revoked through the other', async () => {
    const account = newAccount();
    const signedUp = await post(first, '/auth/register', account);
    expect(signedUp.status).toBe(201);
    const { token } = (await signedUp.json()) as AuthResponse;
    const stream = await openStream(second, token);
    try {
      const signedOut = await fetch(`${first.url}/api/auth/logout`, {
        method: 'POST',
        headers: bearer(token),
      });
      expect(signedOut.status).toBe(204);
      await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS, interval: 20 }).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('end a stream held by one when a password change through the other revokes its session', async () => {
    const account = newAccount();
    const signedUp = await post(first, '/auth/register', account);
    const { token } = (await signedUp.json()) as AuthResponse;
    const signedIn = await post(first, '/auth/login', {
      email: account.email,
      password: account.password,
    });
    const changer = ((await signedIn.json()) as AuthResponse).token;
    const stream = await openStream(second, token);
    try {
      const changed = await post(
        first,
        '/account/password',
        { currentPassword: account.password, newPassword: 'Another456!' },
        changer,
      );
      expect(changed.status).toBe(204);
      await expect.poll(stream.ended, { timeout: ENDS_WITHIN_MS, interval: 20 }).toBe(true);
    } finally {
      stream.close();
    }
  });
});
