import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadedImage } from '../../../shared/images';
import type { ItemAddress } from '../../../shared/schemas/bookings';
import type {
  CreateItemInput,
  Item,
  OwnItem,
  UpdateItemInput,
} from '../../../shared/schemas/items';
import { api } from '../../lib/api';
import { type ItemsFilters, itemKeys } from '../../lib/queryKeys';
import { itemQuery } from './itemQuery';
import { itemsQuery } from './listingsQuery';

export function useItems(filters: ItemsFilters, enabled = true) {
  return useQuery({ ...itemsQuery(filters), enabled });
}

export function useItem(id: string) {
  return useQuery({ ...itemQuery(id), select: (data) => data.item });
}

/**
 * The street address, asked for only where `mayReadItemAddress` lets the reader read it; a
 * refusal is an answer, not a failure worth retrying.
 */
export function useItemAddress(id: string, enabled: boolean) {
  return useQuery({
    queryKey: itemKeys.address(id),
    queryFn: ({ signal }) =>
      api<ItemAddress>(`/items/${encodeURIComponent(id)}/address`, { signal }),
    select: (data) => data.address,
    enabled,
    retry: false,
  });
}

export function useMyItems(enabled: boolean) {
  return useQuery({
    queryKey: itemKeys.mine,
    queryFn: ({ signal }) => api<{ items: OwnItem[] }>('/items/my-items', { signal }),
    select: (data) => data.items,
    enabled,
  });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateItemInput) =>
      api<{ item: Item }>('/items', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}

export function useUpdateItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateItemInput) =>
      api<{ item: Item }>(`/items/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/items/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}

export function uploadImage(file: Blob, name: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file, name);
  return api<UploadedImage>('/upload/image', { method: 'POST', body: form });
}

/** A place where items are, to suggest in the search's place field; null while there are none. */
export function useExamplePlace() {
  return useQuery({
    queryKey: [...itemKeys.all, 'example-place'],
    queryFn: ({ signal }) => api<{ place: string | null }>('/items/example-place', { signal }),
    select: (data) => data.place,
    staleTime: 10 * 60_000,
  });
}
