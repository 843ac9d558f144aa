import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { i18n } from '../../lib/i18n';

export const receiptPagePath = (bookingId: string) =>
  `/bookings/${encodeURIComponent(bookingId)}/receipt`;

/** The way to a paid booking's receipt, on the booking's card. */
export function ReceiptLink({ bookingId, itemTitle }: { bookingId: string; itemTitle: string }) {
  return (
    <Link
      to={receiptPagePath(bookingId)}
      aria-label={i18n._('receipts.linkLabel', { item: itemTitle })}
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline focus-visible:underline"
    >
      <ReceiptText aria-hidden="true" className="h-4 w-4" />
      {i18n._('receipts.title')}
    </Link>
  );
}
