import type { Availability } from '../../../shared/items';

/**
 * What an item reads after its bookings changed. A confirmed booking running today makes an
 * Available item Rented; the end of a rental makes a Rented item Available again. An owner's
 * Unavailable is never overridden, and a Rented flag is only cleared by a rental ending.
 */
export function availabilityAfter(
  current: Availability,
  rentedToday: boolean,
  rentalEnded: boolean,
): Availability {
  if (rentedToday) return current === 'Available' ? 'Rented' : current;
  if (current === 'Rented' && rentalEnded) return 'Available';
  return current;
}
