import type { DepositStatus } from './deposits';
import type { MessageId } from './i18n/messageIds';
import { type Cents, sumCents } from './money';

// Imported by the receipt page's lazy chunk and the server only, never by the base bundle.

/** Who reads a receipt: the renter sees what they paid, the owner also their commission and payout. */
export type ReceiptViewer = 'renter' | 'owner';

/** Payment statuses of a payment that was taken, whatever happened to it since. */
export const TAKEN_PAYMENT_STATUSES = ['paid', 'refund_pending', 'refunded'] as const;

/** One payment attempt of a booking, as the receipt reads it. */
export interface ReceiptPayment {
  status: string;
  amountCents: Cents;
  /** Set with refund_pending or refunded: what goes back. */
  refundCents: Cents | null;
  /** ISO timestamps. */
  paidAt: string | null;
  refundedAt: string | null;
  provider: 'local' | 'stripe';
  reference: string | null;
}

/** A line of the refund history: given back (with its date) or still being given back. */
export interface RefundLine {
  amountCents: Cents;
  refundedAt: string | null;
  pending: boolean;
}

/**
 * Where a deposit stands, for the receipt's words about it: held until the rental is over, the
 * claimed amount kept while a dispute is decided, or settled (released, kept in whole or in part).
 */
export const RECEIPT_DEPOSIT_STATES = [
  'held',
  'in_dispute',
  'released',
  'captured',
  'part_captured',
] as const;
export type ReceiptDepositState = (typeof RECEIPT_DEPOSIT_STATES)[number];

/** A deposit as a receipt shows it: held on the card, then captured in part and released. */
export interface DepositLines {
  heldCents: Cents;
  capturedCents: Cents;
  releasedCents: Cents;
  state: ReceiptDepositState;
}

/** A settled deposit by what it kept: nothing, all of it, or a part. */
function settledState(heldCents: Cents, capturedCents: Cents): ReceiptDepositState {
  if (capturedCents <= 0) return 'released';
  return capturedCents >= heldCents ? 'captured' : 'part_captured';
}

/** How a receipt names the way it was paid: the provider, and the end of its reference if any. */
export function paymentMethodMessage(
  provider: ReceiptPayment['provider'],
  referenceSuffix: string | null,
): { id: MessageId; values: Record<string, string> } {
  return referenceSuffix
    ? { id: 'receipts.methodWithReference', values: { provider, suffix: referenceSuffix } }
    : { id: 'receipts.methodOf', values: { provider } };
}

const isTaken = (payment: ReceiptPayment) =>
  (TAKEN_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/**
 * The payment the receipt is for: the one taken. A booking has at most one, but should a second
 * ever be taken the newest is the one the booking stands on.
 */
export function takenPaymentOf(payments: readonly ReceiptPayment[]): ReceiptPayment | undefined {
  return payments.filter(isTaken).sort((a, b) => (b.paidAt ?? '').localeCompare(a.paidAt ?? ''))[0];
}

/**
 * What went back or is going back, oldest first; a refund still pending comes last. A refund of
 * nothing (a policy that gives nothing back) is not a line.
 */
export function refundHistory(payments: readonly ReceiptPayment[]): RefundLine[] {
  return payments
    .filter(
      (payment) =>
        (payment.status === 'refunded' || payment.status === 'refund_pending') &&
        payment.refundCents !== null &&
        payment.refundCents > 0,
    )
    .map((payment) => ({
      amountCents: payment.refundCents ?? (0 as Cents),
      refundedAt: payment.status === 'refunded' ? payment.refundedAt : null,
      pending: payment.status === 'refund_pending',
    }))
    .sort((a, b) => {
      if (a.pending !== b.pending) return a.pending ? 1 : -1;
      return (a.refundedAt ?? '').localeCompare(b.refundedAt ?? '');
    });
}

/** What was charged, what came back (pending refunds included) and what the renter paid in the end. */
export function receiptTotals(chargedCents: Cents, refunds: readonly RefundLine[]) {
  const refundedCents = sumCents(refunds.map((line) => line.amountCents));
  return { chargedCents, refundedCents, netCents: (chargedCents - refundedCents) as Cents };
}

/** The booking number people quote to support: short, upper case, from the booking's id. */
export function receiptNumber(bookingId: string): string {
  return `LW-${bookingId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/** The last characters of the provider's payment reference, enough to match a bank statement. */
export function referenceSuffix(reference: string | null): string | null {
  const trimmed = reference?.trim() ?? '';
  return trimmed.length === 0 ? null : trimmed.slice(-6);
}

/**
 * The booking's deposit as the receipt shows it: what the booking fixed is held once it is paid,
 * and all of it is released when the rental will not happen (cancelled or rejected). Captures
 * for damage are decided elsewhere; without a deposit there is no section.
 */
export function depositLinesOf(booking: {
  depositCents: Cents;
  paid: boolean;
  status: string;
}): DepositLines | null {
  if (booking.depositCents <= 0 || !booking.paid) return null;
  const called = booking.status === 'cancelled' || booking.status === 'rejected';
  return {
    heldCents: booking.depositCents,
    capturedCents: 0 as Cents,
    releasedCents: called ? booking.depositCents : (0 as Cents),
    state: called ? 'released' : 'held',
  };
}

/**
 * The deposit section from the deposit's own record: held in full; once decided, what a claim
 * took and the rest given back (being captured or released counts as done, as a refund being
 * made is a line too; a disputed amount counts as taken until the decision refunds part of it).
 * A deposit the card declined was never held: no section.
 */
export function depositLinesFromRecord(deposit: {
  amountCents: Cents;
  status: DepositStatus;
  capturedCents: Cents | null;
}): DepositLines | null {
  if (deposit.status === 'failed' || deposit.status === 'waived') return null;
  const settled = !(deposit.status === 'to_hold' || deposit.status === 'held');
  const captured =
    settled && deposit.status !== 'release_pending' && deposit.status !== 'released'
      ? (deposit.capturedCents ?? (0 as Cents))
      : (0 as Cents);
  const disputed =
    deposit.status === 'dispute_capture_pending' || deposit.status === 'dispute_captured';
  return {
    heldCents: deposit.amountCents,
    capturedCents: captured,
    releasedCents: settled ? ((deposit.amountCents - captured) as Cents) : (0 as Cents),
    state: !settled
      ? 'held'
      : disputed
        ? 'in_dispute'
        : settledState(deposit.amountCents, captured),
  };
}
