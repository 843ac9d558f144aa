import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { itemPagePaths } from '../../../shared/items';
import type { BookedDates, Booking, CreateBooking } from '../../../shared/schemas/bookings';
import type { FeeSettingsResponse } from '../../../shared/schemas/fees';
import { api } from '../../lib/api';
import { bookingKeys } from '../../lib/queryKeys';
import { bookingBoundsFrom, feeSettingsFrom } from './costSummary';

/** Ranges of an item held by confirmed bookings, half-open: to_date is free again. */
export function useBookedDates(itemId: string) {
  return useQuery({
    queryKey: bookingKeys.bookedDates(itemId),
    queryFn: ({ signal }) => api<BookedDates>(itemPagePaths.bookedDates(itemId), { signal }),
    select: (data) => data.ranges,
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBooking) =>
      api<{ booking: Booking }>('/bookings', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** The marketplace's bounds on request dates, from the same answer as its fees. */
export function useBookingBounds() {
  return useQuery({
    queryKey: ['fees'],
    queryFn: ({ signal }) => api<FeeSettingsResponse>('/fees', { signal }),
    select: bookingBoundsFrom,
    staleTime: 60 * 60 * 1000,
  });
}

/** The marketplace's fees, for the cost of dates before they are requested; they rarely change. */
export function useFeeSettings() {
  return useQuery({
    queryKey: ['fees'],
    queryFn: ({ signal }) => api<FeeSettingsResponse>('/fees', { signal }),
    select: feeSettingsFrom,
    staleTime: 60 * 60 * 1000,
  });
}
