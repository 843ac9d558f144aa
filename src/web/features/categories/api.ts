import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/categories';
import { api } from '../../lib/api';

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api<{ categories: Category[] }>('/categories', { signal }),
    select: (data) => data.categories,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
