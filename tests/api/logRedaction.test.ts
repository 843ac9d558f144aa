import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/logging';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { memoryLog } from './support/memoryLog';
import { setupTestApp } from './support/testApp';
import { bearer, newAccount, signUp } from './support/users';

/** Everything the app logs, line by line, as the production logger would write it. */
const log = memoryLog();
const ctx = setupTestApp({ logger: loggerOptions('info', log.stream) });

/** Makes every sign-up of this first name fail inside the database, with its values sent. */
async function withFailingSignUps(firstName: string, work: () => Promise<void>) {
  const db = ctx.database.db;
  await db.execute(
    sql.raw(
      `alter table users add constraint log_test_refuse check (first_name <> '${firstName}')`,
    ),
  );
  try {
    await work();
  } finally {
    await db.execute(sql`alter table users drop constraint log_test_refuse`);
  }
}

describe('the server log', () => {
  it('keeps a failed sign-up query but none of its values', async () => {
    const account = newAccount({ firstName: 'Refused', password: 'Unlogged-Secret-42' });
    log.clear();
    await withFailingSignUps('Refused', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: account,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: inEnglish('errors.internal'), code: 'INTERNAL' });
    });

    const failure = log.lines.map((line) => JSON.parse(line)).find((entry) => entry.err);
    expect(failure?.msg).toBe('request failed');
    // Still useful: what failed, and which database rule refused it.
    expect(failure?.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(failure?.err.message).toContain('params: [redacted]');
    expect(failure?.err.stack).toContain('    at ');
    expect(failure?.err.cause).toMatchObject({ code: '23514', constraint: 'log_test_refuse' });

    const logged = log.text();
    for (const secret of [
      account.email,
      account.password,
      '$argon2',
      account.phone,
      account.lastName,
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/Failing row contains/);
  });

  it('never writes session tokens, cookies or request bodies', async () => {
    const account = await signUp(ctx.app, { password: 'Another-Secret-77' });
    log.clear();
    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { ...bearer(account.token), cookie: `session=${account.token}` },
    });
    expect(me.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    // A careless log call handing over the whole request is censored as well.
    ctx.app.log.info(
      {
        req: { headers: { authorization: `Bearer ${account.token}`, cookie: 'session=abc123' } },
        body: { password: account.password },
        user: { passwordHash: '$argon2id$v=19$abc', token: account.token },
      },
      'careless',
    );

    const logged = log.text();
    expect(logged).toContain('incoming request');
    expect(logged).toContain('careless');
    for (const secret of [account.token, account.password, 'abc123', '$argon2']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain(login.json<{ token: string }>().token);
  });
});
