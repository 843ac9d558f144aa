import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bookings, items, payments, reviews, users } from '../../db/schema';

const renter = alias(users, 'renter');
const owner = alias(users, 'owner');

/** A booking with what its API answer embeds: the item, both parties, payment and review state. */
const recordColumns = {
  id: bookings.id,
  itemId: bookings.itemId,
  renterId: bookings.renterId,
  ownerId: bookings.ownerId,
  fromDate: bookings.fromDate,
  toDate: bookings.toDate,
  totalCents: bookings.totalCents,
  status: bookings.status,
  cancellationReason: bookings.cancellationReason,
  cancellationPolicy: bookings.cancellationPolicy,
  cancelledBy: bookings.cancelledBy,
  serviceFeeCents: bookings.serviceFeeCents,
  commissionCents: bookings.commissionCents,
  depositCents: bookings.depositCents,
  createdAt: bookings.createdAt,
  itemTitle: items.title,
  itemImageUrls: items.imageUrls,
  itemPriceCents: items.priceCents,
  itemDuration: items.duration,
  itemTimeZone: items.timeZone,
  itemLocation: items.location,
  renterFirstName: renter.firstName,
  renterLastName: renter.lastName,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  paymentStatuses: sql<string[]>`coalesce(
    (select array_agg(${payments.status}) from ${payments}
      where ${payments.bookingId} = ${bookings.id}),
    '{}'::text[])`,
  /** Given back or being given back to the renter. */
  refundedCents: sql<number>`coalesce(
    (select sum(${payments.refundCents}) from ${payments}
      where ${payments.bookingId} = ${bookings.id}), 0)::bigint`.mapWith(Number),
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id}
    and ${reviews.direction} = 'renter_to_owner')`,
  ownerReviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id}
    and ${reviews.direction} = 'owner_to_renter')`,
};

function selectRecords(db: Db, where: SQL) {
  return db
    .select(recordColumns)
    .from(bookings)
    .innerJoin(items, eq(items.id, bookings.itemId))
    .innerJoin(renter, eq(renter.id, bookings.renterId))
    .innerJoin(owner, eq(owner.id, bookings.ownerId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

export type BookingRecord = Awaited<ReturnType<typeof selectRecords>>[number];

export function createBookingRecords(db: Db) {
  const select = (where: SQL): Promise<BookingRecord[]> => selectRecords(db, where);

  return {
    async byId(id: string): Promise<BookingRecord | undefined> {
      const [record] = await select(eq(bookings.id, id));
      return record;
    },

    /** Newest first: `limit` of them after the first `offset`, and how many there are in all. */
    async pageForUser(
      userId: string,
      side: 'as_renter' | 'as_owner',
      window: { limit: number; offset: number },
    ): Promise<{ records: BookingRecord[]; total: number }> {
      const mine = eq(side === 'as_renter' ? bookings.renterId : bookings.ownerId, userId);
      const [records, total] = await Promise.all([
        selectRecords(db, mine).limit(window.limit).offset(window.offset),
        db.$count(bookings, mine),
      ]);
      return { records, total };
    },
  };
}
