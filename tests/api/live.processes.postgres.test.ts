import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../src/shared/schemas/items';
import type { Message } from '../../src/shared/schemas/messages';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { itemInput } from './support/items';
import { openLiveStream } from './support/liveStream';
import { type ServerProcess, startServerProcess } from './support/serverProcess';
import { newAccount } from './support/users';

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

async function call<T>(
  server: ServerProcess,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account that has accepted the platform disclaimer, as listing and renting need. */
async function signUp(server: ServerProcess) {
  const account = await call<AuthResponse>(server, '/auth/register', {
    method: 'POST',
    body: newAccount(),
  });
  await call(server, '/users/accept-disclaimer', { method: 'POST', token: account.token });
  return account;
}

describe('two server processes on one PostgreSQL', () => {
  it('pushes a message sent through one to a stream open on the other within a second', async () => {
    const alex = await signUp(first);
    const sam = await signUp(first);
    const stream = openLiveStream(second.url, sam.token);
    try {
      await stream.opened;
      const sentAt = performance.now();
      const { message } = await call<{ message: Message }>(first, '/messages', {
        method: 'POST',
        token: alex.token,
        body: { receiverId: sam.user.id, itemId: null, messageText: 'Sent through the first' },
      });
      const event = await stream.waitFor((live) => live.payload.messageId === message.id, 1_000);
      expect(event.type).toBe('message.created');
      expect(event.at - sentAt).toBeLessThan(1_000);
    } finally {
      stream.close();
    }
  });

  it('shows an item edited through one on the other’s item page at once', async () => {
    const owner = await signUp(first);
    const image = `/uploads/${'a'.repeat(64)}.jpg`;
    const { item } = await call<{ item: Item }>(first, '/items', {
      method: 'POST',
      token: owner.token,
      body: itemInput(image, { title: 'Ladder' }),
    });
    const page = () => call<{ item: Item }>(second, `/items/${item.id}`);
    // Read twice on the second process: its page is now cached.
    expect((await page()).item.title).toBe('Ladder');
    expect((await page()).item.title).toBe('Ladder');

    const edit = { ...itemInput(image), title: 'Extending ladder', zip_code: '62701' };
    await call(first, `/items/${item.id}`, { method: 'PUT', token: owner.token, body: edit });
    const editedAt = performance.now();
    // The writer answers once the other processes have been told; hearing it takes a moment.
    await expect
      .poll(async () => (await page()).item.title, { timeout: 500, interval: 20 })
      .toBe('Extending ladder');
    expect(performance.now() - editedAt).toBeLessThan(500);
  });
});
