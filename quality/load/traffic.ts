import type { LoadTarget } from '../../bench/loadWorker';
import { searchPaths } from '../../bench/queries';
import { addDays, type CalendarDate } from '../../src/shared/calendarDates';
import type { Account } from '../support/accounts';

export interface TrafficWorld {
  renters: Account[];
  items: { id: string; ownerId: string }[];
  categories: number[];
  today: CalendarDate;
}

/** Out of every twenty requests: what people mostly do is look. */
const MIX = { browse: 5, search: 5, item: 5, signIn: 1, booking: 2, message: 2 } as const;
export const MIX_DESCRIPTION = Object.entries(MIX)
  .map(([kind, share]) => `${kind} ${share * 5} %`)
  .join(', ');

function pickWith<T>(values: readonly T[], index: number): T {
  const value = values[index % values.length];
  if (value === undefined) throw new Error('cannot pick from an empty list');
  return value;
}

function json(
  method: LoadTarget['method'],
  path: string,
  body: unknown,
  token?: string,
): LoadTarget {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return { method, path, body: JSON.stringify(body), headers };
}

/**
 * A fixed cycle of requests in the mix above, interleaved so that every stretch of the run
 * carries all kinds. Bookings are requests for free dates (pending requests do not refuse each
 * other), so that each one is expected to succeed.
 */
export function mixedTraffic(world: TrafficWorld, length = 2000): (string | LoadTarget)[] {
  const searches = searchPaths(400);
  const kinds = Object.entries(MIX).flatMap(([kind, share]) => Array(share).fill(kind));
  return Array.from({ length }, (_, index) => {
    const kind = pickWith(kinds, index);
    const renter = pickWith(world.renters, index * 7);
    const item = pickWith(world.items, index * 13);
    switch (kind) {
      case 'browse':
        return `/api/items?page=${1 + (index % 5)}&category=${pickWith(world.categories, index)}`;
      case 'search':
        return pickWith(searches, index);
      case 'item':
        return `/api/items/${item.id}`;
      case 'signIn':
        return json('POST', '/api/auth/login', { email: renter.email, password: renter.password });
      case 'booking': {
        const fromDate = addDays(world.today, 1 + (index % 300));
        return json(
          'POST',
          '/api/bookings',
          { itemId: item.id, fromDate, toDate: addDays(fromDate, 1 + (index % 5)) },
          renter.token,
        );
      }
      default:
        return json(
          'POST',
          '/api/messages',
          {
            receiverId: item.ownerId,
            itemId: item.id,
            messageText: `Is it free next week? (${index})`,
          },
          renter.token,
        );
    }
  });
}
