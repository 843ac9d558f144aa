import { daysBetween } from '../../../shared/calendarDates';
import { chargedCents, ownerPayoutCents } from '../../../shared/fees';
import { fromCents } from '../../../shared/money';
import { publicNameOf } from '../../../shared/publicName';
import {
  type DepositLines,
  type ReceiptPayment,
  type ReceiptViewer,
  receiptNumber,
  receiptTotals,
  referenceSuffix,
  refundHistory,
} from '../../../shared/receipts';
import type { Receipt } from '../../../shared/schemas/receipts';
import type { BookingRecord } from '../lifecycle';

export interface ReceiptFacts {
  booking: BookingRecord;
  viewer: ReceiptViewer;
  taken: ReceiptPayment;
  payments: readonly ReceiptPayment[];
  deposit: DepositLines | null;
}

/** A paid booking's receipt as the API shows it; commission and payout reach the owner only. */
export function toReceipt({ booking, viewer, taken, payments, deposit }: ReceiptFacts): Receipt {
  const charges = {
    rentalCents: booking.totalCents,
    serviceFeeCents: booking.serviceFeeCents,
    commissionCents: booking.commissionCents,
  };
  const refunds = refundHistory(payments);
  const totals = receiptTotals(taken.amountCents, refunds);
  const ownerSees = viewer === 'owner';
  return {
    booking_id: booking.id,
    number: receiptNumber(booking.id),
    viewer,
    status: booking.status,
    item: { id: booking.itemId, title: booking.itemTitle },
    from_date: booking.fromDate,
    to_date: booking.toDate,
    days: daysBetween(booking.fromDate, booking.toDate),
    renter_name: publicNameOf({
      firstName: booking.renterFirstName,
      lastName: booking.renterLastName,
    }),
    owner_name: publicNameOf({
      firstName: booking.ownerFirstName,
      lastName: booking.ownerLastName,
    }),
    charges: {
      rental: fromCents(charges.rentalCents),
      service_fee: fromCents(charges.serviceFeeCents),
      total_charged: fromCents(chargedCents(charges)),
      commission: ownerSees ? fromCents(charges.commissionCents) : null,
      owner_payout: ownerSees ? fromCents(ownerPayoutCents(charges)) : null,
    },
    deposit: deposit && {
      held: fromCents(deposit.heldCents),
      captured: fromCents(deposit.capturedCents),
      released: fromCents(deposit.releasedCents),
      state: deposit.state,
    },
    payment: {
      amount: fromCents(taken.amountCents),
      paid_at: taken.paidAt,
      provider: taken.provider,
      reference_suffix: referenceSuffix(taken.reference),
    },
    refunds: refunds.map((line) => ({
      amount: fromCents(line.amountCents),
      refunded_at: line.refundedAt,
      pending: line.pending,
    })),
    refunded_total: fromCents(totals.refundedCents),
    net_paid: fromCents(totals.netCents),
  };
}
