import { type BookingCharges, chargedCents } from './fees';
import { asCents, type Cents } from './money';
import { type RentalEnd, todayIn } from './timeZones';
import { midnightIn } from './zonedMidnight';

/**
 * Whose money a ledger entry moves: an owner's earnings, the marketplace's own fees and
 * commission, or what a booking's renter paid and nobody has earned yet (held).
 */
export const LEDGER_ACCOUNTS = ['owner', 'marketplace', 'held'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What an entry records. */
export const LEDGER_KINDS = [
  /** A renter's captured payment, held for the booking. */
  'charge',
  /** What a refund gives back, out of the held money. */
  'refund',
  /** The held money leaving for the owner and the marketplace when the booking settles. */
  'settlement',
  /** The owner's share of a rental that happened. */
  'rental_earning',
  /** The owner's share of what a cancellation policy kept. */
  'cancellation_earning',
  /** The marketplace's service fee and commission. */
  'fee',
  /** Deposit money a damage claim took, all of it the owner's. */
  'deposit_capture',
  /** Money paid out to the owner. */
  'payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds of an owner's entries that are money earned; payouts only move it out. */
export const EARNED_KINDS = [
  'rental_earning',
  'cancellation_earning',
  'deposit_capture',
] as const satisfies readonly LedgerKind[];

/**
 * The kinds that are a renter's money spent: what their payments put into held money less what
 * refunds gave back, and what a damage claim took of their deposit.
 */
export const SPENT_KINDS = [
  'charge',
  'refund',
  'deposit_capture',
] as const satisfies readonly LedgerKind[];

export const PAYOUT_STATUSES = ['requested', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a completed rental's earnings stay pending after its last day: the deposit window,
 * during which the owner may still file a damage claim and the renter may still contest.
 */
export const EARNINGS_HOLD_MS = 48 * HOUR_MS;

/**
 * When a rental's earnings become available: 48 h after it ends (its end date at midnight where
 * the item is), or now if that has passed.
 */
export function earningsAvailableAt(rental: RentalEnd, now: Date): Date {
  const endsAt = midnightIn(rental.toDate, rental.timeZone).getTime();
  return new Date(Math.max(now.getTime(), endsAt + EARNINGS_HOLD_MS));
}

/** How money a booking kept is shared between its owner and the marketplace. */
export interface SettlementSplit {
  ownerCents: Cents;
  marketplaceCents: Cents;
}

/**
 * Shares what a booking kept of one payment. The part of the rental kept is proportional to
 * what was kept of the rental and service fee the renter paid (a policy refunds both by the
 * same percentage); the owner gets that part less the same proportion of the commission, and
 * the marketplace the rest. A payment kept whole gives the owner exactly `ownerPayoutCents`.
 * The two shares always add up to what was kept, so no cent appears or disappears.
 */
export function settlementSplit(
  charges: Pick<BookingCharges, 'rentalCents' | 'serviceFeeCents' | 'commissionCents'>,
  keptCents: Cents,
): SettlementSplit {
  const charged = charges.rentalCents + charges.serviceFeeCents;
  if (keptCents === 0 || charged === 0) {
    return { ownerCents: asCents(0), marketplaceCents: keptCents };
  }
  const kept = Math.min(keptCents, charged);
  const keptRental = Math.round((kept * charges.rentalCents) / charged);
  const keptCommission =
    charges.rentalCents === 0
      ? 0
      : Math.round((charges.commissionCents * keptRental) / charges.rentalCents);
  const ownerCents = asCents(Math.max(0, keptRental - keptCommission));
  return { ownerCents, marketplaceCents: asCents(keptCents - ownerCents) };
}

/**
 * What the owner keeps of a cancelled rental that was paid: their share of what the renter was
 * not given back (`refundedCents`, the refund the cancellation made), exactly as the ledger
 * credits it when the booking settles.
 */
export function ownerKeepsOfCancelled(
  charges: Pick<BookingCharges, 'rentalCents' | 'serviceFeeCents' | 'commissionCents'>,
  refundedCents: Cents,
): Cents {
  const kept = asCents(Math.max(0, chargedCents(charges) - refundedCents));
  return settlementSplit(charges, kept).ownerCents;
}

/** An owner's balances at one instant, from their entries: never a stored total. */
export interface OwnerBalances {
  pendingCents: number;
  availableCents: number;
}

export function ownerBalances(
  entries: readonly { amountCents: number; availableAt: Date }[],
  now: Date,
): OwnerBalances {
  let pendingCents = 0;
  let availableCents = 0;
  for (const entry of entries) {
    if (entry.availableAt.getTime() <= now.getTime()) availableCents += entry.amountCents;
    else pendingCents += entry.amountCents;
  }
  return { pendingCents, availableCents };
}

/** A calendar year as the instants it starts and ends at (the end excluded). */
export interface CalendarYear {
  year: number;
  start: Date;
  end: Date;
}

/**
 * The calendar year `now` falls in on the marketplace's clock: the dashboard's and the Earnings
 * page's "this year" are the same year for every reader of the town.
 */
export function calendarYearAt(now: Date, timeZone: string): CalendarYear {
  const year = Number(todayIn(timeZone, now).slice(0, 4));
  return {
    year,
    start: midnightIn(`${year}-01-01`, timeZone),
    end: midnightIn(`${year + 1}-01-01`, timeZone),
  };
}
