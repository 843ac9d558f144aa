import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openConfiguredDatabase } from '../../src/server/db/open';
import { emails, outboxEvents } from '../../src/server/db/schema';
import { addDays, utcDateOf } from '../../src/shared/calendarDates';
import type { NotificationPage } from '../../src/shared/schemas/notifications';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { dropDatabase } from './support/databases';
import { itemInput, storedImageUrl } from './support/items';
import { freePort, type ServerProcess, startServerProcess } from './support/serverProcess';
import { startSmtpServer } from './support/smtp';
import { databaseKind } from './support/testApp';
import { newAccount } from './support/users';

const dataDir = mkdtempSync(join(tmpdir(), 'lendwell-crash-'));
const databaseName = `lendwell_crash_${process.pid}`;

/** Both processes use one database: the embedded one in DATA_DIR, or a PostgreSQL database. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (databaseKind === 'pglite') return { DATA_DIR: dataDir, DATABASE_URL: '' };
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${databaseName}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

async function call<T>(
  server: ServerProcess,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}${path}`, { ...init, headers });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account that has accepted the platform disclaimer, as listing and renting need. */
async function signUp(server: ServerProcess) {
  const account = await call<AuthResponse>(server, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify(newAccount({ firstName: 'Sam' })),
  });
  await call(server, '/api/users/accept-disclaimer', {
    method: 'POST',
    body: '{}',
    token: account.token,
  });
  return account;
}

afterAll(async () => {
  if (databaseKind === 'postgres') await dropDatabase(databaseName);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed between a transition and its email', () => {
  it('sends the email exactly once after a restart', { timeout: 180_000 }, async () => {
    // Nothing listens on the mail port while the first process runs: its email cannot go.
    const smtpPort = await freePort();
    const env = {
      ...(await databaseEnv()),
      DEMO_DATA: 'off',
      // The first process logs its failed sends; that is the point here, not news.
      LOG_LEVEL: 'fatal',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    };
    const first = await startServerProcess(env);
    const owner = await signUp(first);
    const renter = await signUp(first);
    const { item } = await call<{ item: { id: string } }>(first, '/api/items', {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify(itemInput(await storedImageUrl(join(dataDir, 'uploads')))),
    });
    const today = utcDateOf(new Date());
    const { booking } = await call<{ booking: { id: string } }>(first, '/api/bookings', {
      method: 'POST',
      token: renter.token,
      body: JSON.stringify({
        itemId: item.id,
        fromDate: addDays(today, 5),
        toDate: addDays(today, 7),
      }),
    });
    // The request and its notification are committed; the email is not sent.
    await first.crash();

    const smtp = await startSmtpServer(smtpPort);
    const second = await startServerProcess(env);
    try {
      const isRequestMail = (mail: { envelopeTo: string[]; parsed: { subject?: string } }) =>
        mail.envelopeTo.includes(owner.user.email) && mail.parsed.subject === 'New booking request';
      await smtp.waitFor(isRequestMail, 30_000);

      const page = await call<NotificationPage>(second, '/api/notifications', {
        token: owner.token,
      });
      expect(page.notifications).toMatchObject([
        { kind: 'booking_requested', bookingId: booking.id },
      ]);
      // A stop finishes the outbox work in hand. What it leaves marked sent, no later run of
      // any process sends again: only undelivered events and unsent emails are picked up.
      await second.stop();
      expect(smtp.received.filter(isRequestMail)).toHaveLength(1);
      const database = await openConfiguredDatabase(loadConfig(env));
      try {
        const sent = await database.db
          .select({ sentAt: emails.sentAt, deliveredAt: outboxEvents.deliveredAt })
          .from(emails)
          .innerJoin(outboxEvents, eq(outboxEvents.id, emails.outboxEventId))
          .where(and(eq(emails.to, owner.user.email), eq(emails.subject, 'New booking request')));
        expect(sent).toEqual([{ sentAt: expect.any(Date), deliveredAt: expect.any(Date) }]);
      } finally {
        await database.close();
      }
    } finally {
      await second.stop();
      await smtp.close();
    }
  });
});
