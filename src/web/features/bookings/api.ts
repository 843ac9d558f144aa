import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookedDates, Booking, CreateBooking } from '../../../shared/schemas/bookings';
import { api } from '../../lib/api';

export type BookingListType = 'as_renter' | 'as_owner';

/** Every booking query sits under 'bookings', so one invalidation after a change covers all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (type: BookingListType) => ['bookings', 'mine', type] as const,
  bookedDates: (itemId: string) => ['bookings', 'booked-dates', itemId] as const,
};

/** Ranges of an item held by confirmed bookings, half-open: to_date is free again. */
export function useBookedDates(itemId: string) {
  return useQuery({
    queryKey: bookingKeys.bookedDates(itemId),
    queryFn: ({ signal }) =>
      api<BookedDates>(`/items/${encodeURIComponent(itemId)}/booked-dates`, { signal }),
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
