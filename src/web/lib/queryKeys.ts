/**
 * Query keys of the server state several features read or invalidate, kept below the
 * features so that sharing a cache entry never makes one feature import another.
 */

export interface ItemsFilters {
  search?: string;
  category?: number;
  location?: string;
  minPrice?: string;
  maxPrice?: string;
  sort?: string;
  near?: string;
  radius?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

export const itemKeys = {
  all: ['items'] as const,
  list: (filters: ItemsFilters) => ['items', 'list', filters] as const,
  mine: ['items', 'mine'] as const,
  detail: (id: string) => ['items', 'detail', id] as const,
  address: (id: string) => ['items', 'address', id] as const,
};

export type BookingListType = 'as_renter' | 'as_owner';

/** Every booking query sits under 'bookings', so one invalidation after a change covers all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (type: BookingListType) => ['bookings', 'mine', type] as const,
  bookedDates: (itemId: string) => ['bookings', 'booked-dates', itemId] as const,
};

export const userKeys = {
  detail: (id: string) => ['users', id] as const,
};

/** Everything of the chat sits under 'messages': a block changes what each conversation offers. */
export const messagesRootKey = ['messages'] as const;
