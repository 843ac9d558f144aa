import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClaimStatus, DepositMode } from '../../../shared/deposits';
import type { Cents } from '../../../shared/money';
import type { Db } from '../../db/client';
import {
  bookings,
  type DamageClaimRow,
  type DepositRow,
  damageClaims,
  deposits,
  items,
  payments,
  users,
} from '../../db/schema';
import { publishLive } from '../../live/publish';

const owners = alias(users, 'claim_owners');
const renters = alias(users, 'claim_renters');

export interface NewDeposit {
  bookingId: string;
  paymentId: string;
  amountCents: Cents;
  mode: DepositMode;
  releaseAt: Date;
}

export interface NewClaim {
  bookingId: string;
  depositId: string;
  amountCents: Cents;
  description: string;
  photoUrls: string[];
  respondBy: Date;
}

const adminClaimColumns = {
  claim: damageClaims,
  itemTitle: items.title,
  depositCents: deposits.amountCents,
  ownerId: owners.id,
  ownerFirstName: owners.firstName,
  ownerLastName: owners.lastName,
  renterId: renters.id,
  renterFirstName: renters.firstName,
  renterLastName: renters.lastName,
};

export type AdminClaimRecord = Awaited<
  ReturnType<ReturnType<typeof createDepositsRepo>['adminList']>
>[number];

/**
 * The deposits' and claims' reads and writes; pass a transaction to lock and change. Every change
 * of a deposit's state or of a claim tells the rental's two parties' open tabs, in the same
 * transaction, so a booking card never shows a claim or a hold that has moved on.
 */
export function createDepositsRepo(db: Db) {
  async function announce(bookingId: string): Promise<void> {
    const [parties] = await db
      .select({ renterId: bookings.renterId, ownerId: bookings.ownerId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!parties) return;
    await publishLive(db, [parties.renterId, parties.ownerId], 'deposit.changed', { bookingId });
  }

  const adminClaims = () =>
    db
      .select(adminClaimColumns)
      .from(damageClaims)
      .innerJoin(deposits, eq(deposits.id, damageClaims.depositId))
      .innerJoin(bookings, eq(bookings.id, damageClaims.bookingId))
      .innerJoin(items, eq(items.id, bookings.itemId))
      .innerJoin(owners, eq(owners.id, bookings.ownerId))
      .innerJoin(renters, eq(renters.id, bookings.renterId));

  return {
    /** Written with the capture; a second capture of the same booking adds no second deposit. */
    async insertDeposit(deposit: NewDeposit): Promise<DepositRow | undefined> {
      const [payment] = await db
        .select({ provider: payments.provider, currency: payments.currency })
        .from(payments)
        .where(eq(payments.id, deposit.paymentId));
      if (!payment) throw new Error(`payment ${deposit.paymentId} not found`);
      const [row] = await db
        .insert(deposits)
        .values({ ...deposit, provider: payment.provider, currency: payment.currency })
        .onConflictDoNothing({ target: deposits.bookingId })
        .returning();
      return row;
    },

    /** The rental a deposit or claim belongs to, with what notices name. */
    async findBooking(bookingId: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          ownerId: bookings.ownerId,
          renterId: bookings.renterId,
          status: bookings.status,
          fromDate: bookings.fromDate,
          toDate: bookings.toDate,
          timeZone: items.timeZone,
          itemTitle: items.title,
          ownerFirstName: users.firstName,
          ownerLastName: users.lastName,
        })
        .from(bookings)
        .innerJoin(items, eq(items.id, bookings.itemId))
        .innerJoin(users, eq(users.id, bookings.ownerId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    async findDepositByBooking(bookingId: string): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(deposits).where(eq(deposits.bookingId, bookingId));
      return row;
    },

    async findDeposit(id: string): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
      return row;
    },

    async lockDepositByBooking(bookingId: string): Promise<DepositRow | undefined> {
      const [row] = await db
        .select()
        .from(deposits)
        .where(eq(deposits.bookingId, bookingId))
        .for('update');
      return row;
    },

    async lockDeposit(id: string): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
      return row;
    },

    /** The rental's payment reference, whose card the deposit goes on. */
    async paymentReferenceOf(paymentId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ reference: payments.paymentReference })
        .from(payments)
        .where(eq(payments.id, paymentId));
      return row?.reference ?? undefined;
    },

    async setReference(id: string, reference: string): Promise<void> {
      await db
        .update(deposits)
        .set({ providerReference: reference, updatedAt: sql`now()` })
        .where(and(eq(deposits.id, id), isNull(deposits.providerReference)));
    },

    /** Moves a deposit on from one of `from`; false when it had moved already. */
    async moveDeposit(
      id: string,
      from: DepositRow['status'][],
      change: { status: DepositRow['status']; capturedCents?: Cents | null; settledAt?: Date },
    ): Promise<boolean> {
      const [moved] = await db
        .update(deposits)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(eq(deposits.id, id), inArray(deposits.status, from)))
        .returning({ bookingId: deposits.bookingId });
      if (!moved) return false;
      await announce(moved.bookingId);
      return true;
    },

    /** Deposits still on the card whose release time has come and that no claim holds. */
    async lockDueReleases(now: Date, limit: number): Promise<DepositRow[]> {
      return db
        .select()
        .from(deposits)
        .where(
          and(
            inArray(deposits.status, ['to_hold', 'held']),
            lte(deposits.releaseAt, now),
            sql`not exists (select 1 from ${damageClaims} where ${damageClaims.depositId} = ${deposits.id})`,
          ),
        )
        .orderBy(deposits.releaseAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async insertClaim(claim: NewClaim): Promise<DamageClaimRow | undefined> {
      const [row] = await db
        .insert(damageClaims)
        .values(claim)
        .onConflictDoNothing({ target: damageClaims.bookingId })
        .returning();
      if (row) await announce(row.bookingId);
      return row;
    },

    async findClaim(id: string): Promise<DamageClaimRow | undefined> {
      const [row] = await db.select().from(damageClaims).where(eq(damageClaims.id, id));
      return row;
    },

    async findClaimByBooking(bookingId: string): Promise<DamageClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(damageClaims)
        .where(eq(damageClaims.bookingId, bookingId));
      return row;
    },

    /** The claim, locked until the caller commits: one decision at a time. */
    async lockClaim(id: string): Promise<DamageClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(damageClaims)
        .where(eq(damageClaims.id, id))
        .for('update');
      return row;
    },

    /** Open claims the renter left unanswered past their deadline. */
    async lockUnanswered(now: Date, limit: number): Promise<DamageClaimRow[]> {
      return db
        .select()
        .from(damageClaims)
        .where(and(eq(damageClaims.status, 'open'), lte(damageClaims.respondBy, now)))
        .orderBy(damageClaims.respondBy)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async updateClaim(
      id: string,
      change: {
        status: ClaimStatus;
        disputeText?: string | null;
        decidedCents?: Cents;
        decisionNote?: string;
        decidedBy?: string;
        answeredAt?: Date;
        decidedAt?: Date;
      },
    ): Promise<DamageClaimRow> {
      const [row] = await db
        .update(damageClaims)
        .set(change)
        .where(eq(damageClaims.id, id))
        .returning();
      if (!row) throw new Error(`claim ${id} vanished`);
      await announce(row.bookingId);
      return row;
    },

    adminList(status: ClaimStatus | undefined) {
      return adminClaims()
        .where(status ? eq(damageClaims.status, status) : undefined)
        .orderBy(
          sql`case when ${damageClaims.status} = 'disputed' then 0 else 1 end`,
          desc(damageClaims.createdAt),
        )
        .limit(100);
    },

    async adminFind(id: string) {
      const [row] = await adminClaims().where(eq(damageClaims.id, id));
      return row;
    },
  };
}

export type DepositsRepo = ReturnType<typeof createDepositsRepo>;
