import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../db/errors';
import type { BookingRow } from '../../db/schema';
import { createBookingsRepo } from './repo';

/**
 * Confirms a pending booking inside an item transaction and rejects the pending requests that
 * overlap it. The exclusion constraint has the last word on the dates: its violation is caught
 * at a savepoint, so the caller's transaction survives to record what happens instead.
 */
export async function confirmPending(
  tx: Db,
  booking: BookingRow,
): Promise<'confirmed' | 'dates_taken'> {
  try {
    await tx.transaction((savepoint) => createBookingsRepo(savepoint).confirm(booking.id));
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION) return 'dates_taken';
    throw error;
  }
  await createBookingsRepo(tx).rejectPendingOverlapping(booking);
  return 'confirmed';
}
