import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Earnings, Payout, YearTotals } from '../../../shared/schemas/earnings';
import { api } from '../../lib/api';
import { earningsKeys } from './keys';

const earningsQuery = {
  queryKey: [...earningsKeys.all, 'summary'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<{ earnings: Earnings }>('/earnings', { signal }),
  // Read anew each visit: time alone makes pending money available.
  refetchOnMount: 'always',
} as const;

/** The signed-in person's balances and how they are paid. */
export function useEarnings() {
  return useQuery({ ...earningsQuery, select: (data) => data.earnings });
}

/** The entries of the same answer, for the activity list. */
export function useEarningsEntries() {
  return useQuery({ ...earningsQuery, select: (data) => data.earnings.entries });
}

/** The dashboard's money cards: earned and spent this year, from the same ledger as the page. */
export function useYearTotals() {
  return useQuery({
    queryKey: [...earningsKeys.all, 'year'],
    queryFn: ({ signal }) => api<{ totals: YearTotals }>('/year-totals', { signal }),
    select: (data) => data.totals,
    refetchOnMount: 'always',
  });
}

export function usePayouts() {
  return useQuery({
    queryKey: [...earningsKeys.all, 'payouts'],
    queryFn: ({ signal }) => api<{ payouts: Payout[] }>('/payouts', { signal }),
    select: (data) => data.payouts,
    refetchOnMount: 'always',
  });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ payout: Payout }>('/payouts', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}

/** Opens Stripe's onboarding for the owner's Express account. */
export function useConnectStripe() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/payouts/stripe-account', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
