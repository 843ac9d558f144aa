import {
  checkStatusChange,
  type RequestedStatus,
  type TransitionCheck,
} from '../../../shared/bookings';
import { type CalendarDate, earliestTodayOnEarth } from '../../../shared/calendarDates';
import { messages } from '../../../shared/messages';
import { quoteBooking } from '../../../shared/pricing';
import type {
  BookedDates,
  Booking,
  CreateBooking,
  StatusChange,
} from '../../../shared/schemas/bookings';
import type { Db } from '../../db/client';
import type { BookingRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { ItemsService } from '../items/service';
import type { Refunds } from '../payments/refunds';
import { createPaymentsRepo } from '../payments/repo';
import { confirmPending } from './confirmation';
import { inItemTransaction } from './itemTransaction';
import { toBooking } from './presenters';
import { createBookingRecords } from './records';
import { createBookingsRepo, type SweepScope } from './repo';

const m = messages.bookings;

export interface BookingsServiceDeps {
  db: Db;
  items: Pick<ItemsService, 'forgetItem'>;
  refunds: Refunds;
  now: () => Date;
}

function refusal(check: Exclude<TransitionCheck, { ok: true }>, requested: RequestedStatus) {
  switch (check.reason) {
    case 'not_a_party':
      return forbidden(m.notAParty);
    case 'wrong_role':
      return forbidden(requested === 'cancelled' ? m.onlyRenterCancels : m.onlyOwnerDecides);
    case 'not_pending':
      return conflict(m.notPending, 'NOT_PENDING');
  }
}

function roleOf(booking: BookingRow, callerId: string) {
  if (booking.ownerId === callerId) return 'owner';
  if (booking.renterId === callerId) return 'renter';
  return undefined;
}

export function createBookingsService(deps: BookingsServiceDeps) {
  const { db, items, refunds } = deps;
  const repo = createBookingsRepo(db);
  const records = createBookingRecords(db);

  /** "Today" for every booking rule: a date is past only once it has ended everywhere. */
  const today = (): CalendarDate => earliestTodayOnEarth(deps.now());

  /** A change to one item's bookings; see inItemTransaction. */
  async function changeItem<T>(itemId: string, work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await inItemTransaction(db, itemId, today(), work);
    if (result.availabilityChanged) items.forgetItem(itemId);
    return result.value;
  }

  async function present(id: string): Promise<Booking> {
    const record = await records.byId(id);
    if (!record) throw notFound(m.notFound);
    return toBooking(record);
  }

  /** Applies the time-driven transitions (expiry, completion, Rented) that are due. */
  async function sweep(scope: SweepScope = {}): Promise<number> {
    const itemIds = await repo.itemsDueForSweep(today(), scope);
    for (const itemId of itemIds) await changeItem(itemId, async () => undefined);
    return itemIds.length;
  }

  return {
    today,
    changeItem,
    sweep,
    present,

    /** The renter is the caller; the price is the server's (spec §9). */
    async create(renterId: string, input: CreateBooking): Promise<Booking> {
      if (input.fromDate < today()) throw badRequest(m.startInPast, 'fromDate');
      const item = await repo.findActiveItem(input.itemId);
      if (!item) throw notFound(messages.items.notFound);
      if (item.ownerId === renterId) throw forbidden(m.ownItem);
      if (item.availability === 'Unavailable')
        throw conflict(m.itemUnavailable, 'ITEM_UNAVAILABLE');
      const quote = quoteBooking(item.priceCents, item.duration, input.fromDate, input.toDate);
      if (!quote) throw badRequest(m.endAfterStart, 'toDate');
      // Overlapping requests may wait side by side; only held dates refuse a new one.
      if (await repo.datesHeld(item.id, input.fromDate, input.toDate)) {
        throw conflict(m.datesTaken, 'DATES_TAKEN');
      }
      const id = await repo.insert({
        itemId: item.id,
        renterId,
        ownerId: item.ownerId,
        fromDate: input.fromDate,
        toDate: input.toDate,
        totalCents: quote.totalCents,
      });
      return present(id);
    },

    async list(userId: string, side: 'as_renter' | 'as_owner'): Promise<{ bookings: Booking[] }> {
      await sweep({ userId });
      return { bookings: (await records.forUser(userId, side)).map(toBooking) };
    },

    /**
     * The owner accepts or rejects a pending request; the renter cancels their own, saying why.
     * A captured payment of a booking that will not happen is refunded once the change commits.
     */
    async changeStatus(id: string, callerId: string, change: StatusChange): Promise<Booking> {
      const booking = await repo.findById(id);
      if (!booking) throw notFound(m.notFound);
      const role = roleOf(booking, callerId);
      const toRefund = await changeItem(booking.itemId, async (tx) => {
        const current = await createBookingsRepo(tx).lockById(id);
        if (!current) throw notFound(m.notFound);
        const check = checkStatusChange(current.status, change.status, role);
        if (!check.ok) throw refusal(check, change.status);
        if (change.status === 'confirmed') {
          const outcome = await confirmPending(tx, current);
          if (outcome === 'dates_taken') throw conflict(m.datesTaken, 'DATES_TAKEN');
          return [];
        }
        const reason = change.status === 'cancelled' ? (change.reason ?? null) : null;
        await createBookingsRepo(tx).close(id, change.status, reason);
        return createPaymentsRepo(tx).refundCaptured(id);
      });
      await refunds.settle(toRefund);
      return present(id);
    },

    async bookedDates(itemId: string): Promise<BookedDates> {
      if (!(await repo.findActiveItem(itemId))) throw notFound(messages.items.notFound);
      // No sweep: held ranges that have ended are filtered out by date, and nothing else the
      // sweep changes is in the answer, so an anonymous page view starts no write.
      return { ranges: await repo.heldRangesEndingAfter(itemId, today()) };
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
