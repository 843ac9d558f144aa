import { rentalStartsAt } from './cancellationPolicy';
import type { Cents } from './money';
import type { RentalEnd, RentalStart } from './timeZones';
import { midnightIn } from './zonedMidnight';

const HOUR_MS = 60 * 60 * 1000;

/** After the rental ends, the owner has this long to file a damage claim; then the hold goes. */
export const CLAIM_WINDOW_MS = 48 * HOUR_MS;
/** The renter has this long to accept or dispute a claim; silence accepts it. */
export const CLAIM_RESPONSE_MS = 72 * HOUR_MS;
/** A card hold (Stripe's uncaptured PaymentIntent) lapses after this long. */
export const CARD_HOLD_LIFETIME_MS = 7 * 24 * HOUR_MS;
/** How often due releases and unanswered claims are looked for. */
export const DEPOSIT_SWEEP_INTERVAL_MS = 60 * 1000;

export const MAX_CLAIM_PHOTOS = 5;
export const MAX_CLAIM_DESCRIPTION = 2000;
export const MAX_DISPUTE_TEXT = 1000;
export const MAX_DECISION_NOTE = 1000;

/**
 * Where a deposit stands: committed with the rental's capture (to_hold), placed on the card
 * (held), decided (capture_pending, release_pending: the provider is being asked) and settled.
 * A disputed claim's amount is captured when the renter disputes it (dispute_capture_pending,
 * dispute_captured: taken, waiting for the decision), so that no decision outlasts a card hold;
 * the decision refunds what it does not award (refund_pending, then refunded, or captured when
 * it awards everything). A card that refuses the deposit leaves it failed, and the owner may
 * keep the rental without one (waived).
 */
export const DEPOSIT_STATUSES = [
  'to_hold',
  'held',
  'capture_pending',
  'release_pending',
  'captured',
  'released',
  'dispute_capture_pending',
  'dispute_captured',
  'refund_pending',
  'refunded',
  'failed',
  'waived',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The deposits that hold no money and wait on no provider or decision: nothing left to settle. */
export const SETTLED_DEPOSIT_STATUSES = [
  'captured',
  'released',
  'refunded',
  'failed',
  'waived',
] as const satisfies readonly DepositStatus[];

/**
 * hold: an authorization captured or cancelled later; charge: taken at once and refunded on
 * release, for rentals whose decision could come after a card hold lapses.
 */
export const DEPOSIT_MODES = ['hold', 'charge'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

/** open → accepted (renter or silence) | disputed → decided (an administrator). */
export const CLAIM_STATUSES = ['open', 'accepted', 'disputed', 'decided'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A rental ends at midnight of its return day where the item is (booked ranges are half-open). */
export function rentalEndsAt(rental: RentalEnd): Date {
  return midnightIn(rental.toDate, rental.timeZone);
}

/** When an unclaimed deposit is released: 48 hours after the rental ends. */
export function depositReleaseAt(rental: RentalEnd): Date {
  return new Date(rentalEndsAt(rental).getTime() + CLAIM_WINDOW_MS);
}

/** Until when the renter may answer a claim filed at `filedAt`. */
export function claimRespondBy(filedAt: Date): Date {
  return new Date(filedAt.getTime() + CLAIM_RESPONSE_MS);
}

/**
 * The latest a deposit can still be decided: a claim filed at the last moment of the window,
 * left unanswered for the whole response time.
 */
export function latestDepositDecisionAt(rental: RentalEnd): Date {
  return new Date(depositReleaseAt(rental).getTime() + CLAIM_RESPONSE_MS);
}

/**
 * A card hold when every decision falls within its lifetime, counted from when it is placed;
 * otherwise the deposit is charged and refunded on release. Exactly seven days still holds.
 */
export function depositModeFor(rental: RentalEnd, placedAt: Date): DepositMode {
  const span = latestDepositDecisionAt(rental).getTime() - placedAt.getTime();
  return span <= CARD_HOLD_LIFETIME_MS ? 'hold' : 'charge';
}

/** Whether a rental had begun at `at`: from midnight of its first day, as policies count. */
export function rentalHasBegun(rental: RentalStart, at: Date): boolean {
  return at.getTime() >= rentalStartsAt(rental).getTime();
}

/**
 * Whether a claim may be made on a booking in this state: a completed rental, or one cancelled
 * after it had begun, whose deposit stays held for its usual release.
 */
export function claimableStatus(status: string, rental: RentalStart, at: Date): boolean {
  return status === 'completed' || (status === 'cancelled' && rentalHasBegun(rental, at));
}

/**
 * Whether the owner may still file a claim: before the deposit's release (`depositReleaseAt`,
 * fixed when it was placed), and only once per rental.
 */
export function claimWindowOpen(releaseAt: Date, at: Date): boolean {
  return at.getTime() < releaseAt.getTime();
}

/** A claim asks for at least one cent and at most the deposit. */
export function claimAmountValid(amountCents: Cents, depositCents: Cents): boolean {
  return Number.isInteger(amountCents) && amountCents > 0 && amountCents <= depositCents;
}

/** An administrator decides anything from nothing to the whole claimed amount. */
export function decisionAmountValid(amountCents: Cents, claimedCents: Cents): boolean {
  return Number.isInteger(amountCents) && amountCents >= 0 && amountCents <= claimedCents;
}

/** Statuses whose row names the amount taken (captured_cents); a decision's may be nothing. */
export const DEPOSIT_STATUSES_WITH_CAPTURE = [
  'capture_pending',
  'captured',
  'dispute_capture_pending',
  'dispute_captured',
] as const satisfies readonly DepositStatus[];

/** Where a disputed deposit ends once the decision is settled: all awarded is a plain capture. */
export function awardedStatus(awardedCents: Cents, claimedCents: Cents): 'captured' | 'refunded' {
  return awardedCents === claimedCents ? 'captured' : 'refunded';
}

/** The deposit could not be placed: the owner chooses to cancel the rental or keep it. */
export function depositChoiceOpen(status: DepositStatus, bookingStatus: string): boolean {
  return status === 'failed' && bookingStatus === 'confirmed';
}
