import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrivateUser, ProfileUpdateInput } from '../../../shared/schemas/users';
import { api } from '../../lib/api';
import { userKeys } from '../../lib/queryKeys';

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api<{ user: PrivateUser }>(`/users/${id}`, { signal }),
    select: (data) => data.user,
  });
}

export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdateInput) =>
      api<{ user: PrivateUser }>(`/users/${id}`, { method: 'PUT', body: update }),
    onSuccess: (data) => queryClient.setQueryData(userKeys.detail(id), data),
  });
}
