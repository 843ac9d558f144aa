import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../shared/schemas/receipts';
import { api } from '../../lib/api';

/** Under 'bookings', so a change of the booking (a refund) refreshes its receipt too. */
export const receiptKey = (bookingId: string) => ['bookings', 'receipt', bookingId] as const;

export function useReceipt(bookingId: string) {
  return useQuery({
    queryKey: receiptKey(bookingId),
    queryFn: ({ signal }) =>
      api<{ receipt: Receipt }>(`/bookings/${encodeURIComponent(bookingId)}/receipt`, { signal }),
    select: (data) => data.receipt,
    retry: false,
  });
}
