import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutSession,
  LocalCard,
  LocalCheckoutSession,
  PaymentSessionStatus,
} from '../../../shared/schemas/payments';
import { api } from '../../lib/api';
import { paymentOutcome } from './paymentOutcome';

/** The success page polls every 2 s; ~30 s of "open" means the provider is slow, not that we should wait on. */
const PAYMENT_POLL_INTERVAL_MS = 2000;
const PAYMENT_POLL_LIMIT = 15;

/** Whether an unsettled session will be asked about again. */
function isStillPolling(dataUpdateCount: number): boolean {
  return dataUpdateCount < PAYMENT_POLL_LIMIT;
}

const paymentKeys = {
  session: (sessionId: string) => ['payments', 'session', sessionId] as const,
  localCheckout: (sessionId: string) => ['payments', 'local-checkout', sessionId] as const,
};

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<CheckoutSession>('/payments/create-checkout-session', {
        method: 'POST',
        body: { bookingId },
      }),
  });
}

/**
 * The result of a checkout, polled while the provider has not settled it yet. `stillPolling`
 * turns false once the page has stopped asking.
 */
export function usePaymentSession(sessionId: string) {
  const queryClient = useQueryClient();
  const key = paymentKeys.session(sessionId);
  const session = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api<PaymentSessionStatus>(`/payments/session?session_id=${encodeURIComponent(sessionId)}`, {
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data &&
      paymentOutcome(query.state.data) === 'processing' &&
      isStillPolling(query.state.dataUpdateCount)
        ? PAYMENT_POLL_INTERVAL_MS
        : false,
    // Each poll must re-render, even an identical answer: the last one ends the waiting.
    notifyOnChangeProps: ['data', 'error', 'status', 'dataUpdatedAt'],
  });
  const updates = queryClient.getQueryState(key)?.dataUpdateCount ?? 0;
  return { session, stillPolling: isStillPolling(updates) };
}

export function useLocalCheckoutSession(sessionId: string) {
  return useQuery({
    queryKey: paymentKeys.localCheckout(sessionId),
    queryFn: ({ signal }) =>
      api<LocalCheckoutSession>(`/payments/local/sessions/${encodeURIComponent(sessionId)}`, {
        signal,
      }),
    staleTime: 0,
  });
}

export function usePayLocalCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (card: LocalCard) =>
      api<{ redirectUrl: string }>(
        `/payments/local/sessions/${encodeURIComponent(sessionId)}/pay`,
        { method: 'POST', body: card },
      ),
  });
}
