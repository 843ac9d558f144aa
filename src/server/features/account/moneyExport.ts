import { and, eq, or } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/schemas/accountData';
import type { Db } from '../../db/client';
import { bookings, damageClaims, deposits, ledgerEntries, payouts } from '../../db/schema';

const iso = (moment: Date) => moment.toISOString();
const isoOrNull = (moment: Date | null) => moment?.toISOString() ?? null;

const roleIn = (booking: { ownerId: string }, userId: string) =>
  booking.ownerId === userId ? ('owner' as const) : ('renter' as const);

/**
 * The money parts of the archive: the person's own earnings account and payouts, and the
 * deposits and claims of their rentals on either side. Left out: the provider's references and
 * who decided a claim, which are the marketplace's records, not the person's.
 */
export function createMoneyExport(db: Db) {
  const ofTheirRentals = (userId: string) =>
    or(eq(bookings.ownerId, userId), eq(bookings.renterId, userId));

  return {
    async earnings(userId: string): Promise<AccountExport['earnings']> {
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.account, 'owner'), eq(ledgerEntries.userId, userId)))
        .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
      return rows.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amountCents: entry.amountCents,
        bookingId: entry.bookingId,
        payoutId: entry.payoutId,
        availableAt: iso(entry.availableAt),
        createdAt: iso(entry.createdAt),
      }));
    },

    async payouts(userId: string): Promise<AccountExport['payouts']> {
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.userId, userId))
        .orderBy(payouts.createdAt, payouts.id);
      return rows.map((payout) => ({
        id: payout.id,
        amountCents: payout.amountCents,
        method: payout.method,
        status: payout.status,
        paidAt: isoOrNull(payout.paidAt),
        createdAt: iso(payout.createdAt),
      }));
    },

    async claims(userId: string): Promise<AccountExport['claims']> {
      const rows = await db
        .select({ claim: damageClaims, ownerId: bookings.ownerId })
        .from(damageClaims)
        .innerJoin(bookings, eq(bookings.id, damageClaims.bookingId))
        .where(ofTheirRentals(userId))
        .orderBy(damageClaims.createdAt, damageClaims.id);
      return rows.map(({ claim, ownerId }) => ({
        id: claim.id,
        bookingId: claim.bookingId,
        role: roleIn({ ownerId }, userId),
        amountCents: claim.amountCents,
        description: claim.description,
        photoUrls: claim.photoUrls,
        status: claim.status,
        disputeText: claim.disputeText,
        respondBy: iso(claim.respondBy),
        decidedCents: claim.decidedCents,
        decisionNote: claim.decisionNote,
        answeredAt: isoOrNull(claim.answeredAt),
        decidedAt: isoOrNull(claim.decidedAt),
        createdAt: iso(claim.createdAt),
      }));
    },

    async deposits(userId: string): Promise<AccountExport['deposits']> {
      const rows = await db
        .select({ deposit: deposits, ownerId: bookings.ownerId })
        .from(deposits)
        .innerJoin(bookings, eq(bookings.id, deposits.bookingId))
        .where(ofTheirRentals(userId))
        .orderBy(deposits.createdAt, deposits.id);
      return rows.map(({ deposit, ownerId }) => ({
        id: deposit.id,
        bookingId: deposit.bookingId,
        role: roleIn({ ownerId }, userId),
        amountCents: deposit.amountCents,
        currency: deposit.currency,
        mode: deposit.mode,
        status: deposit.status,
        capturedCents: deposit.capturedCents,
        releaseAt: iso(deposit.releaseAt),
        settledAt: isoOrNull(deposit.settledAt),
        createdAt: iso(deposit.createdAt),
      }));
    },
  };
}
