import { queryOptions } from '@tanstack/react-query';
import { itemPagePaths } from '../../../shared/items';
import type { Item } from '../../../shared/schemas/items';
import { api } from '../../lib/api';
import { itemKeys } from '../../lib/queryKeys';

/** One item's answer: what its page reads, and what the router asks for before drawing it. */
export function itemQuery(id: string) {
  return queryOptions({
    queryKey: itemKeys.detail(id),
    queryFn: ({ signal }) => api<{ item: Item }>(itemPagePaths.item(id), { signal }),
  });
}
