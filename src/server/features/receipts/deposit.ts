import { type DepositLines, depositLinesOf } from '../../../shared/receipts';
import type { Db } from '../../db/client';
import type { BookingRecord } from '../lifecycle';

/**
 * The deposit section of a booking's receipt. Reads nothing more than the booking for now: the
 * amount it fixed is held once paid, and released when the rental is called off. Where holds,
 * claims, captures and releases are recorded, this is the one place that reads them, in the
 * receipt's transaction (`db`).
 */
export async function depositLinesFor(
  _db: Db,
  booking: Pick<BookingRecord, 'depositCents' | 'status'>,
  paid: boolean,
): Promise<DepositLines | null> {
  return depositLinesOf({ depositCents: booking.depositCents, paid, status: booking.status });
}
