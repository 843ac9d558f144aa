import { claimableStatus, claimWindowOpen, depositChoiceOpen } from '../../../shared/deposits';
import { type Cents, fromCents } from '../../../shared/money';
import type { AdminClaim, Claim, Deposit } from '../../../shared/schemas/deposits';
import type { RentalStart } from '../../../shared/timeZones';
import type { DamageClaimRow, DepositRow } from '../../db/schema';
import type { AdminClaimRecord } from './repo';

/** Still on the card, or never on it: nothing taken or given back. */
const UNSETTLED = new Set<DepositRow['status']>(['to_hold', 'held', 'failed', 'waived']);

/**
 * What was taken and given back, once decided (a disputed amount counts as taken until the
 * decision); null while the deposit is still on the card or was never held.
 */
function outcomeOf(deposit: DepositRow): { captured: number | null; released: number | null } {
  if (UNSETTLED.has(deposit.status)) return { captured: null, released: null };
  const captured = deposit.capturedCents ?? (0 as Cents);
  return {
    captured: fromCents(captured),
    released: fromCents((deposit.amountCents - captured) as Cents),
  };
}

export function toDeposit(
  deposit: DepositRow,
  booking: RentalStart & { status: string },
  claim: DamageClaimRow | undefined,
  callerIsOwner: boolean,
  now: Date,
): Deposit {
  return {
    status: deposit.status,
    mode: deposit.mode,
    amount: fromCents(deposit.amountCents),
    ...outcomeOf(deposit),
    releaseAt: deposit.releaseAt.toISOString(),
    canClaim:
      callerIsOwner &&
      !claim &&
      claimableStatus(booking.status, booking, now) &&
      // Only money actually held on the card can be claimed.
      deposit.status === 'held' &&
      claimWindowOpen(deposit.releaseAt, now),
    canKeepWithout: callerIsOwner && depositChoiceOpen(deposit.status, booking.status),
  };
}

function claimFields(claim: DamageClaimRow): Omit<Claim, 'canAnswer'> {
  return {
    id: claim.id,
    bookingId: claim.bookingId,
    amount: fromCents(claim.amountCents),
    description: claim.description,
    photoUrls: claim.photoUrls,
    status: claim.status,
    disputeText: claim.disputeText,
    respondBy: claim.respondBy.toISOString(),
    decidedAmount: claim.decidedCents === null ? null : fromCents(claim.decidedCents),
    decisionNote: claim.decisionNote,
    createdAt: claim.createdAt.toISOString(),
  };
}

export function toClaim(claim: DamageClaimRow, callerIsRenter: boolean, now: Date): Claim {
  return {
    ...claimFields(claim),
    canAnswer: callerIsRenter && claim.status === 'open' && claim.respondBy > now,
  };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function toAdminClaim(record: AdminClaimRecord): AdminClaim {
  return {
    ...claimFields(record.claim),
    itemTitle: record.itemTitle,
    deposit: fromCents(record.depositCents),
    owner: { id: record.ownerId, name: fullName(record.ownerFirstName, record.ownerLastName) },
    renter: { id: record.renterId, name: fullName(record.renterFirstName, record.renterLastName) },
  };
}
