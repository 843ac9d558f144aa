import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  emails,
  liveEvents,
  messages,
  notifications,
  outboxEvents,
  unsubscribeTokens,
  users,
} from '../../src/server/db/schema';
import { deletedAccountEmail } from '../../src/server/features/account/deletionRepo';
import { sendTestEmail } from '../../src/server/features/mailbox/testEmail';
import { REVIEW_REVEALED_EVENT } from '../../src/server/features/reviews/repo';
import { MAIL_EVENT, queueMail } from '../../src/server/mail/queue';
import { deleteAccount } from './support/account';
import { bookingWorld, pendingBookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { notificationRequest } from './support/mail';
import { sendMessage } from './support/messages';
import { kindsOf } from './support/notifications';
import { writeReview } from './support/reviews';
import { startSmtpServer } from './support/smtp';
import { databaseKind } from './support/testApp';
import { bearer } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const bookings = setupBookingsApp({
  mail: { smtpUrl: smtp.url, siteUrl: 'https://lendwell.example' },
});
const { ctx, clock } = bookings;
beforeEach(() => smtp.clear());
const PASSWORD = 'Secret123!';

const sweepNotifications = () => ctx.app.services.notifications.sweep();

/** Everything that would reach a person: notifications, their links, live events and mail. */
async function whatReaches(userId: string) {
  const db = ctx.database.db;
  const mailEvents = await db.select().from(outboxEvents).where(eq(outboxEvents.type, MAIL_EVENT));
  return {
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    unsubscribeTokens: await db
      .select()
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.userId, userId)),
    liveEvents: await db.select().from(liveEvents).where(eq(liveEvents.userId, userId)),
    mailEvents: mailEvents.filter((event) => event.payload.userId === userId),
    emails: await db.select().from(emails).where(eq(emails.userId, userId)),
  };
}
const nothing = {
  notifications: [],
  unsubscribeTokens: [],
  liveEvents: [],
  mailEvents: [],
  emails: [],
};

/** Deletes the account; returns the address it is left with. */
async function deleted(party: { id: string; token: string }): Promise<string> {
  expect((await deleteAccount(ctx.app, party.token, PASSWORD)).statusCode).toBe(204);
  return deletedAccountEmail(party.id);
}

const receivedBy = (address: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(address));

describe('a deleted account hears nothing more', () => {
  it('gets no notification of a rental that ends after the deletion, nor of a review', async () => {
    const { owner, renter, item, booking } = await pendingBookingWorld(bookings);
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    clock.advanceDays(6);
    const tombstone = await deleted(owner);

    await ctx.app.services.lifecycle.sweep();
    expect(await kindsOf(ctx.app, renter.token)).toContain('rental_ended');
    await writeReview(ctx.app, renter.token, {
      itemId: item.id,
      bookingId: booking.id,
      rating: 5,
      reviewText: 'A fine drill, thank you.',
    });
    // Hidden until the window closes; then shown, and its event handled without a word to
    // the deleted owner.
    clock.advanceDays(15);
    expect((await ctx.app.inject({ url: `/api/reviews/item/${item.id}` })).statusCode).toBe(200);
    const [reviewEvent] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, REVIEW_REVEALED_EVENT));
    expect(reviewEvent?.deliveredAt).toEqual(expect.any(Date));

    expect(await whatReaches(owner.id)).toEqual(nothing);
    expect(receivedBy(tombstone)).toEqual([]);
  });

  it('gets no unread-message email for messages sent before the deletion', async () => {
    const { owner, renter } = await bookingWorld(ctx);
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: null,
      messageText: 'Are you there?',
    });
    const tombstone = await deleted(owner);
    clock.advanceMinutes(10);
    expect(await sweepNotifications()).toBe(0);
    expect(await whatReaches(owner.id)).toEqual(nothing);
    expect(receivedBy(tombstone)).toEqual([]);
  });

  it('does not send mail queued before the deletion and handed out as it ran', async () => {
    const { owner } = await bookingWorld(ctx);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id));
    const oldEmail = row?.email ?? '';
    const [eventId] = await ctx.database.db.transaction((tx) =>
      queueMail(tx, [notificationRequest(oldEmail, owner.id)]),
    );
    const [claimed] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.id, eventId ?? ''));
    if (!claimed) throw new Error('the mail event was not queued');
    smtp.clear();
    await deleted(owner);

    await ctx.app.services.mail.deliver(claimed);
    expect(
      await ctx.database.db.select().from(emails).where(eq(emails.outboxEventId, claimed.id)),
    ).toEqual([]);
    // The queued one; the sign-up's verification email may still be arriving.
    const queued = receivedBy(oldEmail).filter((mail) => mail.parsed.subject?.includes('drill'));
    expect(queued).toEqual([]);
  });

  it('queues no test email nor verification link for a deleted account', async () => {
    const { owner } = await bookingWorld(ctx);
    await deleted(owner);
    const deps = { db: ctx.database.db, outbox: ctx.app.services.outbox };
    await expect(sendTestEmail(deps, owner.id)).rejects.toMatchObject({ statusCode: 401 });
    await expect(ctx.app.services.account.resendVerification(owner.id)).rejects.toMatchObject({
      statusCode: 401,
    });
    expect((await whatReaches(owner.id)).mailEvents).toEqual([]);
  });
});

describe('the unread-message email after the digest begins', () => {
  it('leaves out messages older than a day, however long they have been unread', async () => {
    const { owner, renter, stranger } = await bookingWorld(ctx);
    await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: null,
      messageText: 'Sent long ago, never read',
    });
    clock.advanceDays(2);
    expect(await sweepNotifications()).toBe(0);

    await sendMessage(ctx.app, stranger.token, {
      receiverId: owner.id,
      itemId: null,
      messageText: 'Sent today',
    });
    clock.advanceMinutes(10);
    expect(await sweepNotifications()).toBe(1);
    expect(await kindsOf(ctx.app, owner.token)).toEqual(['messages_unread']);
  });
});

// Only PostgreSQL runs a deletion and a message at once; PGlite serves one query at a time.
describe.runIf(databaseKind === 'postgres')('a message racing a deletion', () => {
  it('waits for the deletion and is refused, not stored for the deleted account', async () => {
    const { owner, renter } = await bookingWorld(ctx);
    const deletion = new pg.Client({ connectionString: ctx.database.url });
    await deletion.connect();
    try {
      // As the deletion does: the account's row locked, then marked deleted, not yet committed.
      await deletion.query('begin');
      await deletion.query('select id from users where id = $1 for update', [owner.id]);
      await deletion.query('update users set deleted_at = now() where id = $1', [owner.id]);
      const sent = ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(renter.token),
        payload: { receiverId: owner.id, itemId: null, messageText: 'Still there?' },
      });
      // The message waits on the deletion's lock before the deletion commits.
      await expect
        .poll(async () => {
          const waiting = await deletion.query(
            "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
          );
          return waiting.rows[0]?.n;
        })
        .toBeGreaterThan(0);
      await deletion.query('commit');
      expect((await sent).statusCode).toBe(404);
    } finally {
      await deletion.end();
    }
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.receiverId, owner.id)),
    ).toEqual([]);
  });
});
