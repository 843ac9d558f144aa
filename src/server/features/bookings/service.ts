import { mayReadItemAddress } from '../../../shared/bookings';
import { bookingCharges, type FeeSettings } from '../../../shared/fees';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { fromCents, toCents } from '../../../shared/money';
import { quoteBooking } from '../../../shared/pricing';
import { type BookingBounds, rentalRulesProblem } from '../../../shared/rentalRules';
import type {
  BookedDates,
  Booking,
  BookingList,
  BookingListQuery,
  CancellationPreview,
  CreateBooking,
  ItemAddress,
  StatusChange,
} from '../../../shared/schemas/bookings';
import type { FeeSettingsResponse } from '../../../shared/schemas/fees';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import { isBlockedEitherWay } from '../blocks';
import type { Lifecycle, SweepScope } from '../lifecycle';
import { createBookingRecords } from '../lifecycle';
import { toBooking } from './presenters';
import { createBookingsRepo } from './repo';

export interface BookingsServiceDeps {
  db: Db;
  lifecycle: Pick<
    Lifecycle,
    'today' | 'sweep' | 'request' | 'requestBooking' | 'previewCancellation'
  >;
  /** The marketplace's fees, fixed on each booking when it is requested. */
  fees: FeeSettings;
  /** The marketplace's bounds on every request's dates. */
  bookingBounds: BookingBounds;
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, lifecycle } = deps;
  const repo = createBookingsRepo(db);
  const records = createBookingRecords(db);

  async function present(id: string): Promise<Booking> {
    const record = await records.byId(id);
    if (!record) throw notFound('bookings.notFound');
    return toBooking(record);
  }

  /**
   * A block withdraws the requests waiting between the two; one that slipped past it (sent as
   * the block was made) still cannot be accepted. Rejecting and cancelling stay open.
   */
  async function refuseAcceptingAcrossBlock(id: string, callerId: string): Promise<void> {
    const booking = await records.byId(id);
    if (!booking || booking.ownerId !== callerId) return;
    if (await isBlockedEitherWay(db, booking.ownerId, booking.renterId)) {
      throw new AppError(403, 'BLOCKED', 'blocks.acceptRefused');
    }
  }

  return {
    /** Applies the time-driven transitions (expiry, completion, Rented) that are due. */
    sweep: (scope: SweepScope = {}) => lifecycle.sweep(scope),

    /**
     * The renter is the caller; the price is the server's; the owner's rules (length, notice)
     * hold. The lifecycle's request transition creates the booking, refusing dates a confirmed
     * booking or the owner's block holds. A refusal names its dates as `locale` writes them.
     */
    async create(
      renterId: string,
      input: CreateBooking,
      locale: Locale = SOURCE_LOCALE,
    ): Promise<Booking> {
      const item = await repo.findActiveItem(input.itemId);
      if (!item) throw notFound('items.notFound');
      // Today where the item is: for a few hours a day, that is not the renter's today.
      const today = lifecycle.today(item.timeZone);
      if (input.fromDate < today) throw badRequest('bookings.startInPast', 'fromDate');
      if (item.ownerId === renterId) throw forbidden('bookings.ownItem');
      if (await isBlockedEitherWay(db, renterId, item.ownerId)) {
        throw new AppError(403, 'BLOCKED', 'blocks.bookingRefused');
      }
      if (item.availability === 'Unavailable')
        throw conflict('bookings.itemUnavailable', 'ITEM_UNAVAILABLE');
      const quote = quoteBooking(item.priceCents, item.duration, input.fromDate, input.toDate);
      if (!quote) throw badRequest('bookings.endAfterStart', 'toDate');
      const broken = rentalRulesProblem(input, item, today, deps.bookingBounds, locale);
      if (broken) throw badRequest(broken.message, broken.field);
      const charges = bookingCharges(quote.totalCents, item.depositCents, deps.fees);
      // Overlapping requests may wait side by side; only held dates refuse a new one.
      const id = await lifecycle.requestBooking({
        itemId: item.id,
        renterId,
        ownerId: item.ownerId,
        fromDate: input.fromDate,
        toDate: input.toDate,
        totalCents: charges.rentalCents,
        serviceFeeCents: charges.serviceFeeCents,
        commissionCents: charges.commissionCents,
        depositCents: charges.depositCents,
        cancellationPolicy: item.cancellationPolicy,
      });
      return present(id);
    },

    async list(userId: string, query: BookingListQuery): Promise<BookingList> {
      await lifecycle.sweep({ userId });
      const { limit, page } = query;
      const found = await records.pageForUser(userId, query.type, {
        limit,
        offset: (page - 1) * limit,
      });
      return { bookings: found.records.map(toBooking), total: found.total, page, pageSize: limit };
    },

    /**
     * The owner accepts or rejects a pending request; the renter cancels their own, saying why.
     * What follows (refunds, fresh item pages) is the lifecycle's outbox events.
     */
    async changeStatus(id: string, callerId: string, change: StatusChange): Promise<Booking> {
      if (change.status === 'confirmed') await refuseAcceptingAcrossBlock(id, callerId);
      const cancelling = change.status === 'cancelled';
      const reason = cancelling ? (change.reason ?? null) : null;
      const expectedRefund =
        cancelling && change.expectedRefund !== undefined
          ? toCents(change.expectedRefund)
          : undefined;
      await lifecycle.request(id, callerId, change.status, reason, expectedRefund);
      return present(id);
    },

    /** What cancelling now would give back, for the party who would cancel. */
    async cancellationPreview(id: string, callerId: string): Promise<CancellationPreview> {
      const preview = await lifecycle.previewCancellation(id, callerId);
      return {
        policy: preview.policy,
        policy_applies: preview.policyApplies,
        percent: preview.refund.percent,
        paid: fromCents(preview.paidCents),
        refund: fromCents(preview.refundCents),
        rental_refund: fromCents(preview.refund.rentalCents),
        service_fee_refund: fromCents(preview.refund.serviceFeeCents),
      };
    },

    /** The marketplace's fees as the booking panel shows them before a request. */
    fees(): FeeSettingsResponse {
      const rule = (fee: FeeSettings['renterServiceFee']) => ({
        percent: fee.basisPoints / 100,
        minimum: fromCents(fee.minimumCents),
      });
      return {
        renter_service_fee: rule(deps.fees.renterServiceFee),
        owner_commission: rule(deps.fees.ownerCommission),
        booking_bounds: {
          max_advance_days: deps.bookingBounds.maxAdvanceDays,
          max_rental_days: deps.bookingBounds.maxRentalDays,
        },
      };
    },

    /** The street address reaches the owner, and a renter once the owner has confirmed. */
    async address(itemId: string, callerId: string): Promise<ItemAddress> {
      const found = await repo.findAddress(itemId, callerId);
      if (!found) throw notFound('items.notFound');
      const reader = {
        readerId: callerId,
        ownerId: found.ownerId,
        readerBookingStatuses: found.callerBookingStatuses,
      };
      if (!mayReadItemAddress(reader)) throw forbidden('bookings.addressAfterConfirmation');
      return { address: { location: found.location, city: found.city, zipCode: found.zipCode } };
    },

    async bookedDates(itemId: string): Promise<BookedDates> {
      const item = await repo.findActiveItem(itemId);
      if (!item) throw notFound('items.notFound');
      // No sweep: held ranges that have ended are filtered out by date, and nothing else the
      // sweep changes is in the answer, so an anonymous page view starts no write. Rentals are
      // mirrored into the calendar by the bookings trigger, in the transaction that confirms them.
      return { ranges: await repo.heldRangesEndingAfter(itemId, lifecycle.today(item.timeZone)) };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
