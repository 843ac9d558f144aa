import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { testClock } from './support/bookings';
import { emailOfEvent, notificationRequest, queueAndDeliver } from './support/mail';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';

// The server the app is told about is down at first; it comes back on the same port.
const first = await startSmtpServer();
const port = Number(new URL(first.url).port);
await first.close();
let smtp: TestSmtpServer | undefined;
afterAll(() => smtp?.close());

const clock = testClock();
// With the local mailbox, as a development server with SMTP_URL: sent emails stay readable.
const ctx = setupTestApp({ now: clock.now, mail: { smtpUrl: first.url, devMailbox: true } });

const eventRow = async (id: string) =>
  (await ctx.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0];

describe('an email while the SMTP server is down', () => {
  it('is retried through the outbox with backoff and arrives once', async () => {
    const [eventId = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest('dana@example.com'),
    ]);
    expect(await eventRow(eventId)).toMatchObject({ attempts: 1, deliveredAt: null });
    expect((await eventRow(eventId))?.lastError).toMatch(/ECONNREFUSED/);
    const recorded = await emailOfEvent(ctx.database.db, eventId);
    expect(recorded).toMatchObject({ to: 'dana@example.com', sentAt: null });

    smtp = await startSmtpServer(port);
    // Not before its backoff has passed.
    expect(await ctx.app.services.outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    clock.advanceMinutes(1);
    expect(await ctx.app.services.outbox.runOnce()).toBe(1);
    const arrived = await smtp.waitFor((mail) => mail.envelopeTo.includes('dana@example.com'));
    expect(arrived.parsed.messageId).toBe(`<${eventId}@localhost>`);
    // Sent from the copy recorded at the first attempt, not rendered again.
    expect(await emailOfEvent(ctx.database.db, eventId)).toMatchObject({
      id: recorded?.id,
      sentAt: clock.now(),
      html: recorded?.html,
      text: recorded?.text,
    });

    clock.advanceMinutes(60);
    expect(await ctx.app.services.outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await eventRow(eventId)).toMatchObject({ attempts: 1, deliveredAt: expect.any(Date) });
  });
});
