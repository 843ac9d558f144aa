import type { I18n } from '@lingui/core';
import { formatDateRange } from '../../../shared/calendarDates';
import { formatCurrency } from '../../../shared/format';
import { paymentMethodMessage, type ReceiptViewer, takenPaymentOf } from '../../../shared/receipts';
import type { Receipt } from '../../../shared/schemas/receipts';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import type { ReceiptMailData } from '../../mail/queue';
import { createBookingRecords } from '../lifecycle';
import { depositLinesFor } from './deposit';
import { toReceipt } from './presenters';
import { createReceiptsRepo } from './repo';

export const receiptPath = (bookingId: string) => `/bookings/${bookingId}/receipt`;

export interface ReadReceipt {
  receipt: Receipt;
  renter: { id: string; firstName: string };
}

/** The receipt of a booking as the viewer reads it, or why there is none for them. */
export async function readReceipt(
  db: Db,
  bookingId: string,
  viewerOf: (booking: { renterId: string; ownerId: string }) => ReceiptViewer | undefined,
): Promise<ReadReceipt | 'not found' | 'not a party' | 'not paid'> {
  const booking = await createBookingRecords(db).byId(bookingId);
  if (!booking) return 'not found';
  const viewer = viewerOf(booking);
  if (!viewer) return 'not a party';
  const payments = await createReceiptsRepo(db).paymentsOf(bookingId);
  const taken = takenPaymentOf(payments);
  if (!taken) return 'not paid';
  const deposit = await depositLinesFor(db, booking, true);
  return {
    receipt: toReceipt({ booking, viewer, taken, payments, deposit }),
    renter: { id: booking.renterId, firstName: booking.renterFirstName },
  };
}

/** The emailed copy's words, from the renter's receipt. */
export function receiptMail(receipt: Receipt, firstName: string, i18n: I18n): ReceiptMailData {
  const money = (amount: number) => formatCurrency(amount, i18n.locale);
  const lines: ReceiptMailData['lines'] = [
    { label: i18n._('money.rentalPrice'), amount: money(receipt.charges.rental) },
    { label: i18n._('money.serviceFee'), amount: money(receipt.charges.service_fee) },
    { label: i18n._('money.totalCharged'), amount: money(receipt.charges.total_charged) },
  ];
  if (receipt.deposit) {
    lines.push({ label: i18n._('money.depositHeld'), amount: money(receipt.deposit.held) });
  }
  const method = paymentMethodMessage(receipt.payment.provider, receipt.payment.reference_suffix);
  return {
    firstName,
    number: receipt.number,
    itemTitle: receipt.item.title,
    dates: formatDateRange(receipt.from_date, receipt.to_date, i18n.locale),
    lines,
    method: i18n._(method.id, method.values),
    receiptPath: receiptPath(receipt.booking_id),
  };
}

/** Receipts for the API: the booking's renter and owner only, once something was paid. */
export function createReceiptsService(db: Db) {
  return {
    async receipt(bookingId: string, callerId: string): Promise<Receipt> {
      const read = await readReceipt(db, bookingId, (booking) => {
        if (booking.renterId === callerId) return 'renter';
        if (booking.ownerId === callerId) return 'owner';
        return undefined;
      });
      if (read === 'not found') throw notFound('money.bookingNotFound');
      if (read === 'not a party') throw forbidden('receipts.forbidden');
      if (read === 'not paid') throw conflict('receipts.notPaid', 'NOT_PAID');
      return read.receipt;
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
