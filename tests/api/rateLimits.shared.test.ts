import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../../src/server/db/schema';
import { createSharedCounters } from '../../src/server/rateLimits/counters';
import { setupTestApp } from './support/testApp';
import { newAccount } from './support/users';

const LIMIT = 2;
const ctx = setupTestApp({ authRateLimitPerMinute: LIMIT });

afterEach(() => {
  vi.restoreAllMocks();
});

const fromAddress = (address: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: address });

describe('the shared rate-limit counters', () => {
  it('count each route apart, as one address uses up one route’s allowance', async () => {
    const address = '10.66.0.1';
    const signIn = () =>
      fromAddress(address, '/api/auth/login', { email: 'a@example.com', password: 'guess' });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await signIn()).statusCode).toBe(401);
    }
    expect((await signIn()).statusCode).toBe(429);
    expect((await fromAddress(address, '/api/auth/register', newAccount())).statusCode).toBe(201);
  });

  it('count hits atomically when many arrive at once', async () => {
    const counters = createSharedCounters(ctx.database.db);
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit('concurrent', 60_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('start a window afresh once it ended, and prune the ended ones', async () => {
    const counters = createSharedCounters(ctx.database.db);
    await counters.hit('short', 1_000);
    await counters.hit('short', 1_000);
    await counters.hit('long', 60 * 60 * 1000);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 2_000);
    expect(await counters.pruneEnded()).toBe(1);
    expect((await counters.hit('short', 1_000)).hits).toBe(1);
    const rows = await ctx.database.db.select().from(rateLimitCounters);
    expect(rows).toHaveLength(2);
  });
});
