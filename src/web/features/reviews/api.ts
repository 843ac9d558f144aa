import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { itemPagePaths } from '../../../shared/items';
import type {
  CreateRenterReviewInput,
  RenterReviewTarget,
} from '../../../shared/schemas/renterReviews';
import type { CreateReviewInput, Review, ReviewEligibility } from '../../../shared/schemas/reviews';
import { api } from '../../lib/api';
import { bookingKeys, itemKeys } from '../../lib/queryKeys';

export const reviewKeys = {
  forItem: (itemId: string) => ['reviews', 'item', itemId] as const,
  list: (itemId: string) => ['reviews', 'item', itemId, 'list'] as const,
  eligibility: (itemId: string) => ['reviews', 'item', itemId, 'eligibility'] as const,
  mine: ['reviews', 'mine'] as const,
  renterTarget: (bookingId: string) => ['reviews', 'renter', bookingId] as const,
};

const itemPath = itemPagePaths.reviews;

/** The item's reviews, newest first. */
export function useItemReviews(itemId: string) {
  return useQuery({
    queryKey: reviewKeys.list(itemId),
    queryFn: ({ signal }) => api<{ reviews: Review[] }>(itemPath(itemId), { signal }),
    select: (data) => data.reviews,
  });
}

/** The signed-in user's completed, unreviewed bookings of the item; only asked when signed in. */
export function useReviewEligibility(itemId: string, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.eligibility(itemId),
    queryFn: ({ signal }) => api<ReviewEligibility>(`${itemPath(itemId)}/eligibility`, { signal }),
    enabled,
    // A review written in another tab must not leave a stale form offered here.
    staleTime: 0,
  });
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) =>
      api<{ review: Review }>('/reviews', { method: 'POST', body: input }),
    // The item's rating is on items (cards and page), the 'reviewed' flag on the dashboard's
    // bookings. Not awaited: the caller moves on at once, and the refetches follow.
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.forItem(input.itemId) });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.mine });
      void queryClient.invalidateQueries({ queryKey: itemKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

/** What the signed-in person wrote, hidden ones included: only they read those. */
export function useMyReviews(enabled = true) {
  return useQuery({
    queryKey: reviewKeys.mine,
    queryFn: ({ signal }) => api<{ reviews: Review[] }>('/reviews/my-reviews', { signal }),
    select: (data) => data.reviews,
    enabled,
  });
}

/** The owner's review screen of a booking's renter: the rental, the window, theirs if written. */
export function useRenterReviewTarget(bookingId: string) {
  return useQuery({
    queryKey: reviewKeys.renterTarget(bookingId),
    queryFn: ({ signal }) =>
      api<RenterReviewTarget>(`/reviews/renter/${encodeURIComponent(bookingId)}`, { signal }),
    staleTime: 0,
  });
}

export function useCreateRenterReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRenterReviewInput) =>
      api<{ review: Review }>('/reviews/renter', { method: 'POST', body: input }),
    // The dashboard's bookings carry whether the owner reviewed; a reveal changes ratings.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: itemKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
