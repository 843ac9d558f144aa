import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { type ServerProcess, startServerProcess } from './support/serverProcess';
import { newAccount } from './support/users';

// Two processes of the production server on one PostgreSQL database, as behind a load balancer
// that sets X-Forwarded-For.
let database: TestDatabase;
let servers: ServerProcess[] = [];

const PER_ADDRESS_PER_MINUTE = 4;
const RESETS_PER_EMAIL = 2;
const SIGN_INS_PER_ACCOUNT = 3;

beforeAll(async () => {
  database = await openTestDatabase('postgres');
  const url = database.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: 'off',
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS_PER_MINUTE),
    PASSWORD_RESET_EMAIL_RATE_LIMIT_PER_HOUR: String(RESETS_PER_EMAIL),
    SIGN_IN_ACCOUNT_RATE_LIMIT_PER_HOUR: String(SIGN_INS_PER_ACCOUNT),
  };
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
});

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.99.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** Attempt `n` goes to the processes in turn, as a round-robin balancer sends them. */
async function post(attempt: number, path: string, body: unknown, from: string) {
  const server = servers[attempt % servers.length];
  if (!server) throw new Error('the server processes are not running');
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  await response.body?.cancel();
  return response.status;
}

/** The answers to `count` attempts spread over both processes. */
async function answers(count: number, attempt: (n: number) => Promise<number>) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n += 1) statuses.push(await attempt(n));
  return statuses;
}

const times = (count: number, status: number) => Array<number>(count).fill(status);

describe('rate limits on two server processes', () => {
  it('hold a per-address limit of N in total, not N per process', async () => {
    const address = freshAddress();
    const statuses = await answers(2 * PER_ADDRESS_PER_MINUTE, (n) =>
      post(n, '/auth/login', { email: `nobody-${n}@example.com`, password: 'guess' }, address),
    );
    expect(statuses).toEqual([
      ...times(PER_ADDRESS_PER_MINUTE, 401),
      ...times(PER_ADDRESS_PER_MINUTE, 429),
    ]);
  });

  it('hold a per-email limit in total, whichever addresses ask', async () => {
    const email = newAccount().email;
    const statuses = await answers(2 * RESETS_PER_EMAIL, (n) =>
      post(n, '/auth/password-reset', { email }, freshAddress()),
    );
    expect(statuses).toEqual([...times(RESETS_PER_EMAIL, 202), ...times(RESETS_PER_EMAIL, 429)]);
  });

  it('slow wrong passwords against one account in total, from many addresses', async () => {
    const account = newAccount();
    expect(await post(0, '/auth/register', account, freshAddress())).toBe(201);
    const statuses = await answers(2 * SIGN_INS_PER_ACCOUNT, (n) =>
      post(n, '/auth/login', { email: account.email, password: `Wrong-${n}` }, freshAddress()),
    );
    expect(statuses).toEqual([
      ...times(SIGN_INS_PER_ACCOUNT, 401),
      ...times(SIGN_INS_PER_ACCOUNT, 429),
    ]);
  });
});
