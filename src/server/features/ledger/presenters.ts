import type { LedgerKind } from '../../../shared/ledger';
import { minorUnitsPerMajor } from '../../../shared/marketplace';
import type { AdminPayout, EarningsEntry, Payout } from '../../../shared/schemas/earnings';
import type { PayoutRow } from '../../db/schema';

/** Signed cents as the API's signed dollars (yen stay whole). */
export const dollarsOf = (cents: number): number => cents / minorUnitsPerMajor();

export function toEarningsEntry(
  row: {
    id: string;
    kind: LedgerKind;
    amountCents: number;
    availableAt: Date;
    createdAt: Date;
    bookingId: string | null;
    itemTitle: string | null;
  },
  now: Date,
): EarningsEntry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    kind: row.kind,
    amount: dollarsOf(row.amountCents),
    available_at: row.availableAt.toISOString(),
    pending: row.availableAt.getTime() > now.getTime(),
    booking: row.bookingId ? { id: row.bookingId, item_title: row.itemTitle ?? '' } : null,
  };
}

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: dollarsOf(row.amountCents),
    method: row.method,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

export function toAdminPayout(row: PayoutRow, ownerName: string): AdminPayout {
  return {
    id: row.id,
    amount: dollarsOf(row.amountCents),
    method: row.method,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    owner: { id: row.userId, name: ownerName },
  };
}
