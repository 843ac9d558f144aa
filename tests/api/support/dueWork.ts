import type pg from 'pg';
import type { Db } from '../../../src/server/db/client';
import {
  bookings,
  categories,
  items,
  localCheckoutSessions,
  messages,
  notificationPreferences,
  payments,
  users,
} from '../../../src/server/db/schema';
import { unknownPaymentEvent } from '../../../src/server/features/payments/refunds';
import { queueMail } from '../../../src/server/mail/queue';
import { writeOutboxEvents } from '../../../src/server/outbox/repo';
import { addDays, earliestTodayOnEarth } from '../../../src/shared/calendarDates';
import { toCents } from '../../../src/shared/money';
import { NOTIFICATION_CATEGORIES } from '../../../src/shared/notifications';
import { notificationRequest } from './mail';

const PEOPLE = 8;
const BOOKINGS = 200;
const MAILS = 150;
const UNKNOWN_PAYMENTS = 50;
const PRICE = toCents(25);

/** What a batch of due work holds, to check afterwards that each piece was done once. */
export interface DueWork {
  completingBookingIds: string[];
  expiringBookingIds: string[];
  /** The payment references each refund must reach the provider with, once. */
  refundReferences: string[];
  /** The outbox events written directly: mails and refunds of unknown payments. */
  queuedEventIds: string[];
}

function localSession(reference: string) {
  return {
    id: `cs_${reference}`,
    amountCents: PRICE,
    description: 'Seeded rental',
    successUrl: 'http://localhost/success',
    cancelUrl: 'http://localhost/cancel',
    metadata: {},
    status: 'complete' as const,
    paymentStatus: 'paid' as const,
    paymentReference: reference,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  };
}

/**
 * The people of the rentals read their notifications on the site only: the mails to check are
 * the queued ones and the unread-messages emails, and rendering hundreds more would only make
 * the run slower on a small machine.
 */
async function withoutEmails(db: Db, userIds: string[]) {
  await db
    .insert(notificationPreferences)
    .values(
      userIds.flatMap((userId) =>
        NOTIFICATION_CATEGORIES.map((category) => ({ userId, category, email: false })),
      ),
    );
}

async function people(db: Db, batch: string, role: string) {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: PEOPLE }, (_, index) => ({
        email: `${role}${index}.${batch}@jobs.test`,
        passwordHash: 'not-a-password',
        firstName: `${role} ${index}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * 200 bookings whose dates passed (every other one confirmed, to complete; the rest pending with
 * a captured payment, to expire and be refunded) and 200 outbox events (150 mails, 50 refunds of
 * unknown payments), written straight to the database as if the servers had been down.
 */
export async function seedDueWork(db: Db, batch: string): Promise<DueWork> {
  const owners = await people(db, batch, 'owner');
  const renters = await people(db, batch, 'renter');
  await withoutEmails(db, [...owners, ...renters]);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('the categories are seeded by the migrations');
  const itemRows = await db
    .insert(items)
    .values(
      Array.from({ length: BOOKINGS }, (_, index) => ({
        ownerId: owners[index % PEOPLE] ?? '',
        title: `Seeded item ${index}`,
        description: 'An item whose rental dates have passed',
        priceCents: PRICE,
        categoryId: category.id,
        imageUrls: [`/uploads/${'b'.repeat(64)}.jpg`],
        timeZone: 'America/New_York',
      })),
    )
    .returning({ id: items.id, ownerId: items.ownerId });
  const today = earliestTodayOnEarth(new Date());
  const bookingRows = await db
    .insert(bookings)
    .values(
      itemRows.map((item, index) => {
        const completing = index % 2 === 0;
        return {
          itemId: item.id,
          ownerId: item.ownerId,
          renterId: renters[index % PEOPLE] ?? '',
          fromDate: addDays(today, completing ? -6 : -4),
          toDate: addDays(today, completing ? -3 : -2),
          totalCents: PRICE,
          status: completing ? ('confirmed' as const) : ('pending' as const),
        };
      }),
    )
    .returning({ id: bookings.id, status: bookings.status });
  const expiring = bookingRows.filter((row) => row.status === 'pending');
  const bookingReferences = expiring.map((_, index) => `pi_${batch}_booking_${index}`);
  const unknownReferences = Array.from(
    { length: UNKNOWN_PAYMENTS },
    (_, index) => `pi_${batch}_unknown_${index}`,
  );
  await db
    .insert(localCheckoutSessions)
    .values([...bookingReferences, ...unknownReferences].map(localSession));
  await db.insert(payments).values(
    expiring.map((booking, index) => ({
      bookingId: booking.id,
      provider: 'local' as const,
      sessionId: `cs_${bookingReferences[index]}`,
      amountCents: PRICE,
      status: 'paid' as const,
      paymentReference: bookingReferences[index],
    })),
  );
  const mailIds = await queueMail(
    db,
    Array.from({ length: MAILS }, (_, index) =>
      notificationRequest(`reader${index}.${batch}@jobs.test`),
    ),
  );
  const refundIds = await writeOutboxEvents(
    db,
    unknownReferences.map((reference) =>
      unknownPaymentEvent('local', `cs_${reference}`, reference),
    ),
  );
  return {
    completingBookingIds: bookingRows
      .filter((row) => row.status === 'confirmed')
      .map((row) => row.id),
    expiringBookingIds: expiring.map((row) => row.id),
    refundReferences: [...bookingReferences, ...unknownReferences],
    queuedEventIds: [...mailIds, ...refundIds],
  };
}

/** Unread conversations old enough for the unread-messages email: one email each is due. */
export async function seedUnreadConversations(db: Db, batch: string, count: number) {
  const senders = await people(db, batch, 'writer');
  const receivers = await people(db, batch, 'reader');
  const writtenAt = new Date(Date.now() - 30 * 60 * 1000);
  await db.insert(messages).values(
    Array.from({ length: count }, (_, index) => ({
      senderId: senders[index % PEOPLE] ?? '',
      receiverId: receivers[Math.floor(index / PEOPLE) % PEOPLE] ?? '',
      messageText: `Is it still free? (${index})`,
      createdAt: writtenAt,
    })),
  );
}

/**
 * Counts every call that reaches the local payment provider's refund, with the connection's
 * application_name (each process names its own), by a trigger on the provider's own table.
 */
export async function countRefundCalls(client: pg.Pool): Promise<void> {
  await client.query(`create table test_refund_calls (
    payment_reference text not null,
    caller text not null,
    at timestamptz not null default clock_timestamp())`);
  await client.query(`create function test_record_refund_call() returns trigger
    language plpgsql as $$ begin
      insert into test_refund_calls (payment_reference, caller)
        values (new.payment_reference, current_setting('application_name'));
      return new;
    end $$`);
  await client.query(`create trigger test_record_refund_call
    after update of refunded on local_checkout_sessions
    for each row when (new.refunded) execute function test_record_refund_call()`);
}

/** Every refund call so far, oldest first. */
export async function refundCalls(
  client: pg.Pool,
): Promise<{ reference: string; caller: string }[]> {
  const result = await client.query<{ reference: string; caller: string }>(
    'select payment_reference as reference, caller from test_refund_calls order by at',
  );
  return result.rows;
}
