import { eq } from 'drizzle-orm';
import {
  type DepositLines,
  depositLinesFromRecord,
  depositLinesOf,
} from '../../../shared/receipts';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import type { BookingRecord } from '../lifecycle';

/**
 * The deposit section of a booking's receipt, from the deposit's record (held, captured for
 * damage, released). A paid booking whose deposit has no record yet shows what it fixed.
 */
export async function depositLinesFor(
  db: Db,
  booking: Pick<BookingRecord, 'id' | 'depositCents' | 'status'>,
  paid: boolean,
): Promise<DepositLines | null> {
  if (!paid) return null;
  const [deposit] = await db
    .select({
      amountCents: deposits.amountCents,
      status: deposits.status,
      capturedCents: deposits.capturedCents,
    })
    .from(deposits)
    .where(eq(deposits.bookingId, booking.id))
    .limit(1);
  if (deposit) return depositLinesFromRecord(deposit);
  return depositLinesOf({ depositCents: booking.depositCents, paid, status: booking.status });
}
