import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAuditLog,
  AdminBooking,
  AdminBookingList,
  AdminListing,
  AdminListingList,
  AdminOverview,
  AdminReport,
  AdminReportDetail,
  AdminReportList,
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  ReportOutcome,
} from '../../../shared/schemas/admin';
import type { AdminDeadLetter, AdminDeadLetterList } from '../../../shared/schemas/deadLetters';
import type { AdminPayout, AdminPayoutList } from '../../../shared/schemas/earnings';
import { api } from '../../lib/api';

/** Every admin answer lives under one key, so that any decision refreshes the whole console. */
const adminKey = ['admin'] as const;

/** The query string of a list: only the filters that are set. */
function listPath(path: string, filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function useAdminQuery<T>(path: string) {
  return useQuery({
    queryKey: [...adminKey, path],
    queryFn: ({ signal }) => api<T>(`/admin${path}`, { signal }),
    refetchOnMount: 'always',
  });
}

export const useAdminOverview = () => useAdminQuery<AdminOverview>('/overview');

export const useAdminUsers = (search: string, page: number) =>
  useAdminQuery<AdminUserList>(listPath('/users', { search, page }));

export const useAdminUser = (id: string) =>
  useAdminQuery<AdminUserDetail>(`/users/${encodeURIComponent(id)}`);

export const useAdminListings = (search: string, status: string, page: number) =>
  useAdminQuery<AdminListingList>(listPath('/listings', { search, status, page }));

export const useAdminBookings = (status: string, page: number) =>
  useAdminQuery<AdminBookingList>(listPath('/bookings', { status, page }));

export const useAdminBooking = (id: string) =>
  useAdminQuery<{ booking: AdminBooking }>(`/bookings/${encodeURIComponent(id)}`);

export const useAdminReports = (status: string, page: number) =>
  useAdminQuery<AdminReportList>(listPath('/reports', { status, page }));

export const useAdminReport = (id: string) =>
  useAdminQuery<AdminReportDetail>(`/reports/${encodeURIComponent(id)}`);

export const useAuditLog = (page: number) =>
  useAdminQuery<AdminAuditLog>(listPath('/audit-log', { page }));

export const useAdminPayouts = (status: string, page: number) =>
  useAdminQuery<AdminPayoutList>(listPath('/payouts', { status, page }));

export const useDeadLetters = (page: number) =>
  useAdminQuery<AdminDeadLetterList>(listPath('/dead-letters', { page }));

/** A decision: a POST with a reason, after which everything the console shows is read anew. */
function useDecision<T, Input extends { id: string }>(
  path: (input: Input) => string,
  body: (input: Input) => object,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      api<T>(`/admin${path(input)}`, { method: 'POST', body: body(input) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

interface WithReason {
  id: string;
  reason: string;
}

export const useSuspendUser = () =>
  useDecision<{ user: AdminUser }, WithReason>(
    ({ id }) => `/users/${encodeURIComponent(id)}/suspend`,
    ({ reason }) => ({ reason }),
  );

export const useReinstateUser = () =>
  useDecision<{ user: AdminUser }, WithReason>(
    ({ id }) => `/users/${encodeURIComponent(id)}/reinstate`,
    ({ reason }) => ({ reason }),
  );

export const useHideListing = () =>
  useDecision<{ listing: AdminListing }, WithReason>(
    ({ id }) => `/listings/${encodeURIComponent(id)}/hide`,
    ({ reason }) => ({ reason }),
  );

export const useUnhideListing = () =>
  useDecision<{ listing: AdminListing }, WithReason>(
    ({ id }) => `/listings/${encodeURIComponent(id)}/unhide`,
    ({ reason }) => ({ reason }),
  );

export const useCancelBooking = () =>
  useDecision<{ booking: AdminBooking }, WithReason>(
    ({ id }) => `/bookings/${encodeURIComponent(id)}/cancel`,
    ({ reason }) => ({ reason }),
  );

export const useDecideReport = () =>
  useDecision<{ report: AdminReport }, WithReason & { outcome: ReportOutcome }>(
    ({ id }) => `/reports/${encodeURIComponent(id)}/decision`,
    ({ outcome, reason }) => ({ outcome, note: reason }),
  );

export const useMarkPayoutPaid = () =>
  useDecision<{ payout: AdminPayout }, { id: string }>(
    ({ id }) => `/payouts/${encodeURIComponent(id)}/paid`,
    () => ({}),
  );

export const useRetryDeadLetter = () =>
  useDecision<{ deadLetter: AdminDeadLetter }, { id: string }>(
    ({ id }) => `/dead-letters/${encodeURIComponent(id)}/retry`,
    () => ({}),
  );

export const useDiscardDeadLetter = () =>
  useDecision<{ deadLetter: AdminDeadLetter }, WithReason>(
    ({ id }) => `/dead-letters/${encodeURIComponent(id)}/discard`,
    ({ reason }) => ({ reason }),
  );
