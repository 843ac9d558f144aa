import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BookingForDeletion, EarningsForDeletion } from '../../../shared/accountDeletion';
import { SETTLED_DEPOSIT_STATUSES } from '../../../shared/deposits';
import { DEFAULT_ROLE } from '../../../shared/roles';
import type { Db } from '../../db/client';
import {
  accountTokens,
  bookings,
  calendarFeeds,
  deposits,
  emails,
  itemCalendar,
  items,
  ledgerEntries,
  liveEvents,
  messages,
  notificationPreferences,
  notifications,
  outboxEvents,
  payments,
  payouts,
  reports,
  reviews,
  savedSearches,
  sessions,
  unsubscribeTokens,
  userBlocks,
  users,
} from '../../db/schema';
import { MAIL_EVENT } from '../../mail/queue';
import { paymentStateOf } from '../lifecycle';

/** What a deletion took away that lives outside the database, for the caller to clean up. */
export interface ErasedAccount {
  itemIds: string[];
  imageUrls: string[];
}

/** The address a deleted account keeps: unique, never deliverable, never typed at sign-in. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The outbox's mail events of one account, found by their account's index: a deletion must not
 * read the outbox's whole history while it holds the account's locks.
 */
export const mailEventsOf = (userId: string) =>
  and(eq(outboxEvents.type, MAIL_EVENT), sql`${outboxEvents.payload}->>'userId' = ${userId}`);

export function createDeletionRepo(db: Db) {
  return {
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row?.passwordHash;
    },

    /**
     * Locks the account's listings, then its row, for the rest of the transaction; false when
     * there is no such account. A booking or message that names the person holds a key-share
     * lock on that row until it commits, so what the transaction reads of them next is
     * complete, and nothing new can name the person until the deletion commits. Listings come
     * first because a booking locks its item before it names the person: taking them in the
     * other order would deadlock with a request for one of the listings.
     */
    async lockAccount(userId: string): Promise<boolean> {
      await db
        .select({ id: items.id })
        .from(items)
        .where(eq(items.ownerId, userId))
        .orderBy(items.id)
        .for('update');
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update');
      return row !== undefined;
    },

    async bookingsOf(userId: string): Promise<BookingForDeletion[]> {
      const rows = await db
        .select({
          status: bookings.status,
          fromDate: bookings.fromDate,
          toDate: bookings.toDate,
          timeZone: items.timeZone,
          paymentStatuses: sql<string[]>`array_remove(array_agg(${payments.status}), null)`,
          depositUnsettled: sql<boolean>`exists (select 1 from ${deposits}
            where ${deposits.bookingId} = ${bookings.id}
              and not (${inArray(deposits.status, [...SETTLED_DEPOSIT_STATUSES])}))`,
        })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .leftJoin(payments, eq(payments.bookingId, bookings.id))
        .where(or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)))
        .groupBy(bookings.id, items.timeZone);
      return rows.map(({ paymentStatuses, ...booking }) => ({
        ...booking,
        paymentState: paymentStateOf(paymentStatuses),
      }));
    },

    /** The owner's earnings on the ledger, pending or available, and payouts not yet paid. */
    async earningsOf(userId: string): Promise<EarningsForDeletion> {
      const [balance] = await db
        .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, 'owner'), eq(ledgerEntries.userId, userId)));
      const [waiting] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payouts)
        .where(and(eq(payouts.userId, userId), eq(payouts.status, 'requested')));
      return { balanceCents: Number(balance?.cents ?? 0), payoutsWaiting: waiting?.count ?? 0 };
    },

    /**
     * Listings go: those nothing refers to are deleted; those that bookings, messages or reviews
     * of other people refer to stay as a stub off the listings, keeping only title, price and
     * category for those records. The account row stays, emptied, as "Deleted user".
     */
    async erase(userId: string, deletedName: string, at: Date): Promise<ErasedAccount> {
      const [account] = await db
        .select({ profileImageUrl: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, userId));
      const owned = await db
        .select({ id: items.id, imageUrls: items.imageUrls })
        .from(items)
        .where(eq(items.ownerId, userId));

      await db
        .delete(items)
        .where(
          and(
            eq(items.ownerId, userId),
            sql`not exists (select 1 from ${bookings} where ${bookings.itemId} = ${items.id})`,
            sql`not exists (select 1 from ${messages} where ${messages.itemId} = ${items.id})`,
            sql`not exists (select 1 from ${reviews} where ${reviews.itemId} = ${items.id})`,
          ),
        );
      // The owner's blocks and their notes go with the listings; rentals stay with the bookings.
      await db
        .delete(itemCalendar)
        .where(
          and(
            eq(itemCalendar.kind, 'block'),
            sql`${itemCalendar.itemId} in (select ${items.id} from ${items} where ${items.ownerId} = ${userId})`,
          ),
        );
      await db
        .update(items)
        .set({
          status: 'inactive',
          description: '',
          location: '',
          city: '',
          zipCode: '',
          latitude: null,
          longitude: null,
          imageUrls: [],
          updatedAt: at,
        })
        .where(eq(items.ownerId, userId));
      await db.delete(sessions).where(eq(sessions.userId, userId));
      // A reset or address link mailed before the deletion must not reopen the account.
      await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
      await db.delete(liveEvents).where(eq(liveEvents.userId, userId));
      await db.delete(notifications).where(eq(notifications.userId, userId));
      await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
      await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
      // The private calendar feed's link stops working with the account.
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      // Blocks either way: a deleted account can neither message nor be messaged anyway.
      await db
        .delete(userBlocks)
        .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
      // Reports the person filed stay for the administrators (what was reported, why, and what
      // was done), but lose the person's own words; the reporter shows as the deleted user.
      await db.update(reports).set({ details: '' }).where(eq(reports.reporterId, userId));
      await db.delete(unsubscribeTokens).where(eq(unsubscribeTokens.userId, userId));
      // Mail to the account: what was sent is forgotten, what waits is never sent.
      await db.delete(emails).where(eq(emails.userId, userId));
      await db.delete(outboxEvents).where(mailEventsOf(userId));
      await db
        .update(users)
        .set({
          email: deletedAccountEmail(userId),
          // No argon2 hash: nothing verifies against it.
          passwordHash: '',
          firstName: deletedName,
          lastName: '',
          phone: '',
          location: '',
          latitude: null,
          longitude: null,
          profileImageUrl: null,
          disclaimerAcceptedAt: null,
          emailVerifiedAt: null,
          role: DEFAULT_ROLE,
          updatedAt: at,
          deletedAt: at,
        })
        .where(eq(users.id, userId));

      const imageUrls = owned.flatMap((item) => item.imageUrls);
      if (account?.profileImageUrl) imageUrls.push(account.profileImageUrl);
      return { itemIds: owned.map((item) => item.id), imageUrls };
    },
  };
}

export type DeletionRepo = ReturnType<typeof createDeletionRepo>;
