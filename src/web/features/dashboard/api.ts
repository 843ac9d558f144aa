import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

type DisclaimerStatus = { disclaimerAccepted: boolean };
const disclaimerKey = ['users', 'disclaimer-status'] as const;

export function useDisclaimerStatus() {
  return useQuery({
    queryKey: disclaimerKey,
    queryFn: ({ signal }) => api<DisclaimerStatus>('/users/disclaimer-status', { signal }),
    retry: false,
  });
}

export function useAcceptDisclaimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<DisclaimerStatus>('/users/accept-disclaimer', { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(disclaimerKey, status),
  });
}
