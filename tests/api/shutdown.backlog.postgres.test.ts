import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { MAIL_EVENT, queueMail } from '../../src/server/mail/queue';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { notificationRequest } from './support/mail';
import { startServerProcess } from './support/serverProcess';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// A server that starts after downtime, with a backlog of mail for a slow mail server, and is
// told to stop while delivering it.
const BACKLOG = 60;
/** Each mail takes this long: the whole backlog would take far longer than the deadline. */
const SMTP_DELAY_MS = 400;

let database: TestDatabase;
let smtp: TestSmtpServer;

beforeAll(async () => {
  database = await openTestDatabase('postgres');
  smtp = await startSmtpServer();
  smtp.delayGreeting(SMTP_DELAY_MS);
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

async function untilReceived(count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (smtp.received.length < count) {
    if (Date.now() > deadline) throw new Error(`${smtp.received.length} mails in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM with a backlog of due outbox events', () => {
  it('exits 0 before its shutdown deadline, leaving the undelivered events due at once and none sent twice', async () => {
    if (!database.url) throw new Error('a PostgreSQL test database has a URL');
    const mails = Array.from({ length: BACKLOG }, (_, index) =>
      notificationRequest(`backlog${index}@shutdown.test`),
    );
    await database.db.transaction((tx) => queueMail(tx, mails));
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      DEMO_DATA: 'off',
    });
    try {
      await untilReceived(2, 30_000);
      server.signal('SIGTERM');
      const code = await server.exitCode();
      // Exit 0 with no error logged is before the deadline: past it, the server's watchdog
      // logs an error and exits 1.
      expect(code, server.output()).toBe(0);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      await server.stop();
    }

    const recipients = smtp.received.flatMap((mail) => mail.envelopeTo);
    expect(new Set(recipients).size).toBe(recipients.length);
    const left = await database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, MAIL_EVENT), isNull(outboxEvents.deliveredAt)));
    expect(recipients.length).toBeLessThan(BACKLOG);
    // Each event either delivered, its mail received once, or left undelivered.
    expect(left).toHaveLength(BACKLOG - recipients.length);
    // Released, not left to wait out the lease; and none counted as failed.
    const checkedAt = Date.now();
    for (const event of left) {
      expect(event.availableAt.getTime()).toBeLessThanOrEqual(checkedAt);
      expect(event.attempts).toBe(0);
    }
  }, 90_000);
});
