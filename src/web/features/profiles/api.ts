import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '../../../shared/schemas/profiles';
import { ApiError, api } from '../../lib/api';

export const profileKeys = {
  one: (userId: string) => ['profiles', userId] as const,
};

/** A member's public profile; an unknown, deleted or suspended one answers 404, not retried. */
export function usePublicProfile(userId: string) {
  return useQuery({
    queryKey: profileKeys.one(userId),
    queryFn: ({ signal }) =>
      api<{ profile: PublicProfile }>(`/users/${encodeURIComponent(userId)}/profile`, { signal }),
    select: (data) => data.profile,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
