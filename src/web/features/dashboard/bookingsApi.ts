import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestedStatus } from '../../../shared/bookings';
import type { Booking, BookingList, CancellationPreview } from '../../../shared/schemas/bookings';
import { api } from '../../lib/api';
import { useLiveEvent } from '../../lib/liveEvents';
import { type BookingListType, bookingKeys, itemKeys } from '../../lib/queryKeys';
import { earningsKeys } from '../earnings';

/** A person's bookings on one side, a page at a time, newest first; more are asked for. */
function useMyBookings(type: BookingListType) {
  return useInfiniteQuery({
    queryKey: bookingKeys.mine(type),
    queryFn: ({ signal, pageParam }) =>
      api<BookingList>(`/bookings/my-bookings?type=${type}&page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    select: (data) => data.pages.flatMap((page) => page.bookings),
  });
}

/** The next page of a list, while there is one. */
export interface MoreBookings {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

function moreOf(list: ReturnType<typeof useMyBookings>): MoreBookings {
  return {
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  };
}

interface StatusChangeRequest {
  id: string;
  status: RequestedStatus;
  reason?: string;
  /** A cancellation's refund as the person was shown it; the server refuses another. */
  expectedRefund?: number;
}

export function useChangeBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason, expectedRefund }: StatusChangeRequest) =>
      api<{ booking: Booking }>(`/bookings/${encodeURIComponent(id)}/status`, {
        method: 'PUT',
        body: { status, reason, expectedRefund },
      }),
    // Also after a failure: a 409 means the booking moved on elsewhere, so show where it is now.
    // The owner's items too: a rental that starts today makes one Rented.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: itemKeys.mine }),
      ]),
  });
}

/**
 * Both booking lists for the dashboard. A list that fails to load counts as empty;
 * `failed` lets the page say so and offer a retry instead of silently showing zeros.
 */
export function useDashboardBookings() {
  const queryClient = useQueryClient();
  // A request, an answer, a payment or the clock moved one of them: read the lists again.
  useLiveEvent(['booking.changed', 'deposit.changed'], (event) => {
    // Money may have moved with either: this year's totals are read again.
    void queryClient.invalidateQueries({ queryKey: earningsKeys.all });
    // A deposit's own card listens for its changes (useBookingDeposit).
    if (event.type !== 'booking.changed') return;
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    void queryClient.invalidateQueries({ queryKey: itemKeys.mine });
  });
  const asRenter = useMyBookings('as_renter');
  const asOwner = useMyBookings('as_owner');
  return {
    asRenter: asRenter.data ?? [],
    asOwner: asOwner.data ?? [],
    renterMore: moreOf(asRenter),
    ownerMore: moreOf(asOwner),
    renterLoading: asRenter.isPending,
    ownerLoading: asOwner.isPending,
    failed: asRenter.isError || asOwner.isError,
    retrying: asRenter.isFetching || asOwner.isFetching,
    retry: () => {
      if (asRenter.isError) void asRenter.refetch();
      if (asOwner.isError) void asOwner.refetch();
    },
  };
}

/**
 * What cancelling this booking now would give back. Read afresh at every opening of the
 * cancel dialog: the refund depends on the time left before the rental starts.
 */
export function useCancellationPreview(bookingId: string) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'cancellation', bookingId],
    queryFn: ({ signal }) =>
      api<{ cancellation: CancellationPreview }>(
        `/bookings/${encodeURIComponent(bookingId)}/cancellation`,
        { signal },
      ),
    select: (data) => data.cancellation,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
