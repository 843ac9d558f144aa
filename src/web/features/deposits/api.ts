import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDeposit, Claim, ClaimInput } from '../../../shared/schemas/deposits';
import { api } from '../../lib/api';
import { useLiveEvent } from '../../lib/liveEvents';

/** Under the bookings' key: whatever refreshes the booking lists refreshes deposits too. */
export const depositKey = (bookingId: string) => ['bookings', 'deposit', bookingId] as const;

export function useBookingDeposit(bookingId: string) {
  const queryClient = useQueryClient();
  // The other party filed, answered or settled a claim, or the clock released the deposit.
  useLiveEvent(['deposit.changed'], ({ payload }) => {
    if (payload.bookingId !== bookingId) return;
    void queryClient.invalidateQueries({ queryKey: depositKey(bookingId) });
  });
  return useQuery({
    queryKey: depositKey(bookingId),
    queryFn: ({ signal }) =>
      api<BookingDeposit>(`/bookings/${encodeURIComponent(bookingId)}/deposit`, { signal }),
  });
}

export function useFileClaim(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClaimInput) =>
      api<{ claim: Claim }>(`/bookings/${encodeURIComponent(bookingId)}/claims`, {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKey(bookingId) }),
  });
}

export function useAnswerClaim(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      claimId,
      answer,
      text,
    }: {
      claimId: string;
      answer: 'accept' | 'dispute';
      text?: string;
    }) =>
      api<{ claim: Claim }>(`/claims/${encodeURIComponent(claimId)}/${answer}`, {
        method: 'POST',
        body: answer === 'dispute' ? { text } : {},
      }),
    // Also after a failure: a 409 means the claim moved on elsewhere.
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKey(bookingId) }),
  });
}

/** The owner keeps a rental whose deposit the card declined, without a deposit. */
export function useKeepWithoutDeposit(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<BookingDeposit>(`/bookings/${encodeURIComponent(bookingId)}/deposit/keep`, {
        method: 'POST',
        body: {},
      }),
    // Also after a failure: a 409 means the rental moved on (cancelled meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKey(bookingId) }),
  });
}
