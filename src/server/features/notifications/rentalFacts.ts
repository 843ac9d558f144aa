import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Cents } from '../../../shared/money';
import type { RentalFacts } from '../../../shared/notificationTexts';
import { displayName } from '../../../shared/people';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { type BookingRecord, createBookingRecords } from '../lifecycle';

export interface RentalSubject {
  booking: BookingRecord;
  facts: RentalFacts;
}

/** The booking a notification is about, with both people's names, as its parties see them. */
export async function rentalSubject(tx: Db, bookingId: string): Promise<RentalSubject | undefined> {
  const booking = await createBookingRecords(tx).byId(bookingId);
  if (!booking) return undefined;
  return {
    booking,
    facts: {
      bookingId: booking.id,
      itemId: booking.itemId,
      itemTitle: booking.itemTitle,
      renterName: displayName({ firstName: booking.renterFirstName }),
      ownerName: displayName({ firstName: booking.ownerFirstName }),
      fromDate: booking.fromDate,
      toDate: booking.toDate,
    },
  };
}

/** What the booking's captured payment came to: the newest payment that was taken. */
export async function capturedAmount(tx: Db, bookingId: string): Promise<Cents | undefined> {
  const [row] = await tx
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        inArray(payments.status, ['paid', 'refund_pending', 'refunded']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.amountCents;
}

/** What a transition sends back of its payments: a cancellation policy may keep part. */
export async function refundedAmount(tx: Db, paymentIds: string[]): Promise<Cents> {
  if (paymentIds.length === 0) return 0 as Cents;
  const [row] = await tx
    .select({
      total: sum(sql`coalesce(${payments.refundCents}, ${payments.amountCents})`).mapWith(Number),
    })
    .from(payments)
    .where(inArray(payments.id, paymentIds));
  return (row?.total ?? 0) as Cents;
}
