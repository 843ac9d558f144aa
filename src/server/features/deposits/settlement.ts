import {
  awardedStatus,
  depositModeFor,
  depositReleaseAt,
  rentalHasBegun,
} from '../../../shared/deposits';
import { asCents, type Cents } from '../../../shared/money';
import type { ItemClock } from '../../../shared/timeZones';
import type { Db } from '../../db/client';
import type { BookingRow, DamageClaimRow, DepositRow } from '../../db/schema';
import { type NewOutboxEvent, writeOutboxEvents } from '../../outbox/repo';
import { createDepositsRepo } from './repo';

/** Asks the provider to bring a deposit where its row says: placed, captured or released. */
export const DEPOSIT_SETTLE_EVENT = 'deposit.settle';
/** Money taken from a deposit for damage: the ledger credits the owner from it. */
export const DEPOSIT_CAPTURED_EVENT = 'deposit.captured';
/** Deposit money given back to the renter. */
export const DEPOSIT_RELEASED_EVENT = 'deposit.released';

/** Who settled a deposit: the renter accepting, an administrator, the clock, or the system. */
export interface DepositActor {
  id: string | null;
  role: 'renter' | 'admin' | 'clock' | 'system';
}

const SYSTEM: DepositActor = { id: null, role: 'system' };

function depositEvent(
  type: string,
  deposit: DepositRow,
  actor: DepositActor,
  payload: Record<string, unknown>,
): NewOutboxEvent {
  return { type, bookingId: deposit.bookingId, actorId: actor.id, actorRole: actor.role, payload };
}

const settleEvent = (deposit: DepositRow, actor: DepositActor) =>
  depositEvent(DEPOSIT_SETTLE_EVENT, deposit, actor, { depositId: deposit.id });

const releasedEvent = (deposit: DepositRow, actor: DepositActor, cents: number) =>
  depositEvent(DEPOSIT_RELEASED_EVENT, deposit, actor, {
    bookingId: deposit.bookingId,
    amountCents: cents,
  });

/**
 * Called in the transaction that captures a rental's payment: the deposit fixed on the booking
 * is recorded there (to be held), with the event that asks the provider to place it. The hold
 * or charge choice is made now, when the card is about to be used.
 */
export async function commitDepositWithCapture(
  tx: Db,
  booking: BookingRow,
  paymentId: string,
  clock: ItemClock,
): Promise<string[]> {
  if (booking.depositCents <= 0) return [];
  const rental = { toDate: booking.toDate, timeZone: clock.timeZone };
  const deposit = await createDepositsRepo(tx).insertDeposit({
    bookingId: booking.id,
    paymentId,
    amountCents: asCents(booking.depositCents),
    mode: depositModeFor(rental, clock.now),
    releaseAt: depositReleaseAt(rental),
  });
  if (!deposit) return [];
  return writeOutboxEvents(tx, [settleEvent(deposit, SYSTEM)]);
}

/** Gives a whole deposit still on the card back, in the caller's transaction. */
export async function releaseInTransaction(
  tx: Db,
  deposit: DepositRow,
  actor: DepositActor,
): Promise<string[]> {
  const moved = await createDepositsRepo(tx).moveDeposit(deposit.id, ['to_hold', 'held'], {
    status: 'release_pending',
  });
  if (!moved) return [];
  return writeOutboxEvents(tx, [
    settleEvent(deposit, actor),
    releasedEvent(deposit, actor, deposit.amountCents),
  ]);
}

/**
 * Settles a deposit by a claim's decision, in the decision's transaction: `cents` to capture
 * for the owner and the rest released; nothing captured is a whole release. The deposit moves
 * only from a state still on the card, so a decision replayed finds nothing left to move. The
 * owner is credited only once the provider has captured the money (see capturedInTransaction).
 */
export async function captureInTransaction(
  tx: Db,
  deposit: DepositRow,
  cents: Cents,
  actor: DepositActor,
): Promise<string[]> {
  if (cents === 0) return releaseInTransaction(tx, deposit, actor);
  const moved = await createDepositsRepo(tx).moveDeposit(deposit.id, ['to_hold', 'held'], {
    status: 'capture_pending',
    capturedCents: cents,
  });
  if (!moved) return [];
  const rest = deposit.amountCents - cents;
  return writeOutboxEvents(tx, [
    settleEvent(deposit, actor),
    ...(rest > 0 ? [releasedEvent(deposit, actor, rest)] : []),
  ]);
}

/**
 * The renter disputes a claim: the claimed amount is captured now and the rest released, so that
 * the decision, which has no deadline, cannot come after the card hold has lapsed. The owner is
 * credited nothing yet: the money waits for the decision, outside the owner's balance.
 */
export async function captureDisputedInTransaction(
  tx: Db,
  deposit: DepositRow,
  claimedCents: Cents,
  actor: DepositActor,
): Promise<string[]> {
  const moved = await createDepositsRepo(tx).moveDeposit(deposit.id, ['to_hold', 'held'], {
    status: 'dispute_capture_pending',
    capturedCents: claimedCents,
  });
  if (!moved) return [];
  const rest = deposit.amountCents - claimedCents;
  return writeOutboxEvents(tx, [
    settleEvent(deposit, actor),
    ...(rest > 0 ? [releasedEvent(deposit, actor, rest)] : []),
  ]);
}

/**
 * A decided dispute whose claimed amount the provider has captured: what the decision does not
 * award is to be refunded. Only a deposit waiting in dispute_captured moves, so a decision
 * replayed, or settled both by the decision and by the capture's delivery, refunds once.
 */
export async function awardInTransaction(
  tx: Db,
  deposit: DepositRow,
  claim: Pick<DamageClaimRow, 'amountCents'> & { decidedCents: Cents },
  actor: DepositActor,
): Promise<string[]> {
  const awarded = claim.decidedCents;
  const moved = await createDepositsRepo(tx).moveDeposit(deposit.id, ['dispute_captured'], {
    status: 'refund_pending',
    capturedCents: awarded > 0 ? awarded : null,
  });
  if (!moved) return [];
  const refund = claim.amountCents - awarded;
  return writeOutboxEvents(tx, [
    settleEvent(deposit, actor),
    ...(refund > 0 ? [releasedEvent(deposit, actor, refund)] : []),
  ]);
}

/**
 * Records, once the provider has refunded what a decision did not award, that the dispute is
 * settled and that the owner is owed what it awarded (nothing for a decision of $0).
 */
export async function refundedInTransaction(
  tx: Db,
  deposit: DepositRow,
  claim: Pick<DamageClaimRow, 'id' | 'amountCents'>,
  parties: { ownerId: string; renterId: string },
  at: Date,
): Promise<string[]> {
  const awarded = deposit.capturedCents ?? (0 as Cents);
  const moved = await createDepositsRepo(tx).moveDeposit(deposit.id, ['refund_pending'], {
    status: awardedStatus(awarded, claim.amountCents),
    settledAt: at,
  });
  if (!moved || awarded === 0) return [];
  return writeOutboxEvents(tx, [capturedEvent(deposit, claim.id, parties, awarded)]);
}

const capturedEvent = (
  deposit: DepositRow,
  claimId: string,
  parties: { ownerId: string; renterId: string },
  cents: Cents,
) =>
  depositEvent(DEPOSIT_CAPTURED_EVENT, deposit, SYSTEM, {
    bookingId: deposit.bookingId,
    ownerId: parties.ownerId,
    renterId: parties.renterId,
    claimId,
    amountCents: cents,
  });

/**
 * Records, once the provider has captured a claim's money, that the deposit is captured and
 * that the owner is owed it, in one transaction: a capture the provider refused credits no one.
 */
export async function capturedInTransaction(
  tx: Db,
  deposit: DepositRow,
  claim: Pick<DamageClaimRow, 'id'>,
  parties: { ownerId: string; renterId: string },
  at: Date,
): Promise<string[]> {
  const cents = deposit.capturedCents;
  if (cents === null) return [];
  const moved = await createDepositsRepo(tx).moveDeposit(deposit.id, ['capture_pending'], {
    status: 'captured',
    capturedCents: cents,
    settledAt: at,
  });
  if (!moved) return [];
  return writeOutboxEvents(tx, [capturedEvent(deposit, claim.id, parties, cents)]);
}

/**
 * Called in the transaction of a transition that refunds the rental (a rejection or a
 * cancellation): a deposit still on the card goes back with it if the rental had not begun.
 * One cancelled after its start stays held until its usual release, 48 hours after the end
 * date, so the owner may still claim for damage done while the renter had the item. A deposit
 * under a claim stays for the claim to settle.
 */
export async function releaseDepositWithRefund(
  tx: Db,
  booking: BookingRow,
  clock: ItemClock,
): Promise<string[]> {
  if (rentalHasBegun({ fromDate: booking.fromDate, timeZone: clock.timeZone }, clock.now)) {
    return [];
  }
  const repo = createDepositsRepo(tx);
  const deposit = await repo.lockDepositByBooking(booking.id);
  if (!deposit || (await repo.findClaimByBooking(booking.id))) return [];
  return releaseInTransaction(tx, deposit, SYSTEM);
}
