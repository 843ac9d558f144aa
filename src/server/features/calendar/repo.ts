import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CalendarDate } from '../../../shared/calendarDates';
import { FEED_STATUSES } from '../../../shared/calendarFeed';
import type { Db } from '../../db/client';
import { bookings, calendarFeeds, itemCalendar, items, users } from '../../db/schema';

const renter = alias(users, 'renter');
const owner = alias(users, 'owner');

/** Calendar feeds (by their token's hash) and what they list. */
export function createCalendarRepo(db: Db) {
  return {
    async liveFeed(userId: string) {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
      return row;
    },

    /** Revokes the person's live feed, if any; true when there was one. */
    async revoke(userId: string, at: Date): Promise<boolean> {
      const revoked = await db
        .update(calendarFeeds)
        .set({ revokedAt: at })
        .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
        .returning({ id: calendarFeeds.id });
      return revoked.length > 0;
    },

    /** Call in the transaction that revoked the previous feed. */
    async insert(userId: string, tokenHash: string, at: Date) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: at })
        .returning({ createdAt: calendarFeeds.createdAt });
      if (!row) throw new Error('inserting a calendar feed returned no row');
      return row;
    },

    /** The person whose live feed has this token hash; undefined when unknown or revoked. */
    async subscriberOf(tokenHash: string) {
      const [row] = await db
        .select({ userId: users.id, firstName: users.firstName })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(
          and(
            eq(calendarFeeds.tokenHash, tokenHash),
            isNull(calendarFeeds.revokedAt),
            isNull(users.deletedAt),
          ),
        );
      return row;
    },

    /** The person's rentals as owner and as renter that end after `since`, by start date. */
    rentalsOf(userId: string, since: CalendarDate) {
      return db
        .select({
          id: bookings.id,
          status: bookings.status,
          fromDate: bookings.fromDate,
          toDate: bookings.toDate,
          renterId: bookings.renterId,
          itemTitle: items.title,
          renterFirstName: renter.firstName,
          ownerFirstName: owner.firstName,
        })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .innerJoin(renter, eq(renter.id, bookings.renterId))
        .innerJoin(owner, eq(owner.id, bookings.ownerId))
        .where(
          and(
            or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
            inArray(bookings.status, FEED_STATUSES),
            gt(bookings.toDate, since),
          ),
        )
        .orderBy(asc(bookings.fromDate), asc(bookings.id));
    },

    async activeItemTitle(itemId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ title: items.title })
        .from(items)
        .where(and(eq(items.id, itemId), eq(items.status, 'active')));
      return row?.title;
    },

    /** The item's held days (rentals and the owner's blocks) that end after `since`. */
    heldRanges(itemId: string, since: CalendarDate) {
      return db
        .select({
          id: itemCalendar.id,
          kind: itemCalendar.kind,
          fromDate: itemCalendar.fromDate,
          toDate: itemCalendar.toDate,
        })
        .from(itemCalendar)
        .where(and(eq(itemCalendar.itemId, itemId), gt(itemCalendar.toDate, since)))
        .orderBy(asc(itemCalendar.fromDate));
    },
  };
}

export type CalendarRepo = ReturnType<typeof createCalendarRepo>;
