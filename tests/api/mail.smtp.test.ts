import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents, users } from '../../src/server/db/schema';
import { emailOfEvent, notificationRequest, queueAndDeliver } from './support/mail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const SITE = 'https://lendwell.example';
const ctx = setupTestApp({
  mail: { smtpUrl: smtp.url, from: 'Lendwell <mail@lendwell.example>', siteUrl: SITE },
});
beforeEach(() => smtp.clear());

describe('a queued email through SMTP', () => {
  it('arrives once, with HTML and text parts, the site and a link back', async () => {
    const owner = await signUp(ctx.app);
    // Sign-up sent its verification email before this test's own one.
    smtp.clear();
    const [eventId] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest(owner.user.email, owner.user.id),
    ]);
    const mail = await smtp.waitFor((received) => received.envelopeTo.includes(owner.user.email));
    const { parsed } = mail;
    expect(parsed.subject).toBe('New booking request for Cordless drill');
    expect(parsed.from?.value).toEqual([{ name: 'Lendwell', address: 'mail@lendwell.example' }]);
    expect(parsed.messageId).toBe(`<${eventId}@lendwell.example>`);
    expect(parsed.html).toContain('You have a new booking request');
    expect(parsed.html).toContain(`href="${SITE}/dashboard"`);
    expect(parsed.text).toContain('Sam would like to rent your Cordless drill from 3 to 5 June.');
    expect(parsed.text).toContain('Lendwell');
    expect(parsed.text).toContain(`${SITE}/dashboard`);

    const row = await emailOfEvent(ctx.database.db, eventId ?? '');
    expect(row).toMatchObject({
      to: owner.user.email,
      userId: owner.user.id,
      template: 'notification',
      subject: 'New booking request for Cordless drill',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // Sent, on a server without the local mailbox: the record stays, the words do not.
    expect(row).toMatchObject({ html: '', text: '' });
    expect(smtp.received).toHaveLength(1);
  });

  it('asks mail programs for a one-click unsubscribe button', async () => {
    await queueAndDeliver(ctx.app, ctx.database.db, [notificationRequest('kim@example.com')]);
    const { parsed } = await smtp.waitFor(() => true);
    const unsubscribe = `${SITE}/unsubscribe/token-123/booking_requests`;
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: unsubscribe } });
    // Long header lines arrive folded; unfolded, each is one line again.
    const lines = parsed.headerLines.map((header) => header.line.replace(/\r\n\s+/g, ' '));
    expect(lines).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('is not sent again when its event is delivered a second time', async () => {
    const [eventId = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest('lee@example.com'),
    ]);
    await smtp.waitFor(() => true);
    // As when a dispatcher dies after sending, before the event is marked delivered.
    await ctx.database.db
      .update(outboxEvents)
      .set({ deliveredAt: null, availableAt: new Date(0) })
      .where(eq(outboxEvents.id, eventId));
    expect(await ctx.app.services.outbox.runOnce()).toBe(1);
    const [event] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.id, eventId));
    expect(event?.deliveredAt).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for an account deleted before its email went, and is done with it', async () => {
    const gone = await signUp(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.user.id));
    const [eventId = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest(gone.user.email, gone.user.id),
    ]);
    expect(await emailOfEvent(ctx.database.db, eventId)).toBeUndefined();
    const [event] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.id, eventId));
    expect(event?.deliveredAt).toEqual(expect.any(Date));
    // Only the sign-up's verification email may reach the address.
    const subjects = smtp.received
      .filter((mail) => mail.envelopeTo.includes(gone.user.email))
      .map((mail) => mail.parsed.subject);
    expect(subjects).not.toContain('New booking request for Cordless drill');
  });
});
