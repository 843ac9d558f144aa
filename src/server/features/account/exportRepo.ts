import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/schemas/accountData';
import type { Db } from '../../db/client';
import { bookings, itemCalendar, items, messages, payments, reviews, users } from '../../db/schema';
import { createMoneyExport } from './moneyExport';

const iso = (moment: Date) => moment.toISOString();
const isoOrNull = (moment: Date | null) => moment?.toISOString() ?? null;

/** Reads everything an account holds, each part in the shape of the archive. */
export function createExportRepo(db: Db) {
  return {
    ...createMoneyExport(db),

    async profile(userId: string): Promise<AccountExport['profile'] | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return undefined;
      return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        location: user.location,
        profileImageUrl: user.profileImageUrl,
        role: user.role,
        disclaimerAcceptedAt: isoOrNull(user.disclaimerAcceptedAt),
        createdAt: iso(user.createdAt),
      };
    },

    async items(userId: string): Promise<AccountExport['items']> {
      const rows = await db
        .select()
        .from(items)
        .where(eq(items.ownerId, userId))
        .orderBy(items.createdAt);
      const blocks = await db
        .select({
          itemId: itemCalendar.itemId,
          fromDate: itemCalendar.fromDate,
          toDate: itemCalendar.toDate,
          note: itemCalendar.note,
        })
        .from(itemCalendar)
        .innerJoin(items, eq(items.id, itemCalendar.itemId))
        .where(and(eq(items.ownerId, userId), eq(itemCalendar.kind, 'block')))
        .orderBy(asc(itemCalendar.fromDate));
      const blocksOf = (itemId: string) =>
        blocks
          .filter((block) => block.itemId === itemId)
          .map(({ fromDate, toDate, note }) => ({ fromDate, toDate, note }));
      return rows.map((item) => ({
        id: item.id,
        title: item.title,
        description: item.description,
        priceCents: item.priceCents,
        duration: item.duration,
        condition: item.condition,
        availability: item.availability,
        location: item.location,
        city: item.city,
        zipCode: item.zipCode,
        categoryId: item.categoryId,
        imageUrls: item.imageUrls,
        status: item.status,
        createdAt: iso(item.createdAt),
        updatedAt: iso(item.updatedAt),
        minRentalDays: item.minRentalDays,
        maxRentalDays: item.maxRentalDays,
        minNoticeDays: item.minNoticeDays,
        blocks: blocksOf(item.id),
      }));
    },

    /** As renter and as owner, each with its checkout attempts. */
    async bookings(userId: string): Promise<AccountExport['bookings']> {
      const rows = await db
        .select({ booking: bookings, itemTitle: items.title })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .where(or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)))
        .orderBy(bookings.createdAt);
      const ids = rows.map((row) => row.booking.id);
      const attempts =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(payments)
              .where(inArray(payments.bookingId, ids))
              .orderBy(payments.createdAt);
      return rows.map(({ booking, itemTitle }) => ({
        id: booking.id,
        role: booking.renterId === userId ? ('renter' as const) : ('owner' as const),
        itemId: booking.itemId,
        itemTitle,
        renterId: booking.renterId,
        ownerId: booking.ownerId,
        fromDate: booking.fromDate,
        toDate: booking.toDate,
        totalCents: booking.totalCents,
        status: booking.status,
        cancellationReason: booking.cancellationReason,
        createdAt: iso(booking.createdAt),
        payments: attempts
          .filter((payment) => payment.bookingId === booking.id)
          .map((payment) => ({
            id: payment.id,
            provider: payment.provider,
            amountCents: payment.amountCents,
            currency: payment.currency,
            status: payment.status,
            createdAt: iso(payment.createdAt),
          })),
      }));
    },

    async messages(userId: string): Promise<AccountExport['messages']> {
      const rows = await db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(messages.createdAt, messages.id);
      return rows.map((message) => ({
        id: message.id,
        direction: message.senderId === userId ? ('sent' as const) : ('received' as const),
        senderId: message.senderId,
        receiverId: message.receiverId,
        itemId: message.itemId,
        messageText: message.messageText,
        createdAt: iso(message.createdAt),
        readAt: isoOrNull(message.readAt),
      }));
    },

    /**
     * Those the person wrote, shown or not, and those written of them once shown: a review
     * still hidden is its writer's alone, in the export as everywhere.
     */
    async reviews(userId: string): Promise<AccountExport['reviews']> {
      const rows = await db
        .select()
        .from(reviews)
        .where(
          or(
            eq(reviews.reviewerId, userId),
            and(eq(reviews.subjectId, userId), isNotNull(reviews.revealedAt)),
          ),
        )
        .orderBy(reviews.createdAt);
      return rows.map((review) => ({
        id: review.id,
        role:
          review.reviewerId === userId
            ? ('reviewer' as const)
            : review.direction === 'renter_to_owner'
              ? ('owner' as const)
              : ('renter' as const),
        type: review.direction === 'renter_to_owner' ? 'item_review' : 'renter_review',
        itemId: review.itemId,
        bookingId: review.bookingId,
        reviewerId: review.reviewerId,
        ownerId: review.ownerId,
        subjectId: review.subjectId,
        visible: review.revealedAt !== null,
        rating: review.rating,
        reviewText: review.reviewText,
        createdAt: iso(review.createdAt),
      }));
    },
  };
}

export type ExportRepo = ReturnType<typeof createExportRepo>;
