import { z } from 'zod';
import { calendarYearAt } from '../../../shared/ledger';
import { asCents } from '../../../shared/money';
import type { Earnings, Payout, YearTotals } from '../../../shared/schemas/earnings';
import type { Db } from '../../db/client';
import type { OutboxEventRow } from '../../db/schema';
import type { ErrorLog } from '../../errorLog';
import { conflict, notFound } from '../../errors';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { writeOutboxEvents } from '../../outbox/repo';
import type { PayoutProvider } from '../../payments/payouts';
import { PaymentProviderUnavailableError } from '../../payments/provider';
import { dollarsOf, toEarningsEntry, toPayout } from './presenters';
import { createLedgerRepo, writeLedgerEntries } from './repo';

/** A Stripe payout to transfer, once. */
export const PAYOUT_REQUESTED_EVENT = 'payout.requested';

const depositCapturedSchema = z.object({
  bookingId: z.string(),
  ownerId: z.string(),
  claimId: z.string(),
  amountCents: z.number().int().positive(),
});

export interface LedgerServiceDeps {
  db: Db;
  now: () => Date;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
  log: ErrorLog;
  /** Stripe Connect when Stripe is configured; without it, an administrator pays by hand. */
  payoutProvider?: PayoutProvider;
  /**
   * Applies the rental clock's due transitions to the person's bookings before their earnings
   * are read, as their dashboard does: a rental over today is earned today, not at the next
   * periodic sweep.
   */
  catchUp?: (userId: string) => Promise<unknown>;
  /** The marketplace's clock, on which a calendar year begins and ends. */
  timeZone: () => string;
}

/**
 * Owners' earnings and payouts. The lifecycle writes the entries of payments, refunds and
 * settlements in its own transactions (recordBookingLedger); this service reads the balances,
 * takes payout requests and handles the outbox events that move money outside the lifecycle.
 */
export function createLedgerService(deps: LedgerServiceDeps) {
  const { db, now, payoutProvider } = deps;
  const repo = createLedgerRepo(db);
  const method = payoutProvider ? 'stripe' : 'local';

  /**
   * The owner's Stripe account as far as payouts go. The Earnings page still shows while Stripe
   * is out of reach (`tolerateOutage`), with the account not yet enabled; a payout waits.
   */
  async function stripeAccountOf(userId: string, tolerateOutage = false) {
    if (!payoutProvider) return null;
    const account = await repo.payoutAccount(userId);
    if (!account) return { connected: false, payouts_enabled: false };
    if (!account.payoutsEnabled) {
      // The owner may be back from Stripe's onboarding: ask once more until Stripe says yes.
      const enabled = await payoutProvider
        .payoutsEnabled(account.stripeAccountId)
        .catch((error: unknown) => {
          if (tolerateOutage && error instanceof PaymentProviderUnavailableError) return false;
          throw error;
        });
      if (enabled) await repo.setPayoutsEnabled(userId, true);
      return { connected: true, payouts_enabled: enabled };
    }
    return { connected: true, payouts_enabled: true };
  }

  return {
    async earnings(userId: string): Promise<Earnings> {
      await deps.catchUp?.(userId);
      const at = now();
      const year = calendarYearAt(at, deps.timeZone());
      const [balances, earned, entries, stripeAccount] = await Promise.all([
        repo.ownerBalances(userId, at),
        repo.earnedIn(userId, year),
        repo.ownerEntries(userId),
        stripeAccountOf(userId, true),
      ]);
      return {
        pending: dollarsOf(balances.pendingCents),
        available: dollarsOf(balances.availableCents),
        year: year.year,
        earned_this_year: dollarsOf(earned),
        entries: entries.map((entry) => toEarningsEntry(entry, at)),
        payout_method: method,
        stripe_account: stripeAccount,
      };
    },

    /** The dashboard's money: earned and spent this year, the same sums the ledger holds. */
    async yearTotals(userId: string): Promise<YearTotals> {
      await deps.catchUp?.(userId);
      const year = calendarYearAt(now(), deps.timeZone());
      const [earned, spent] = await Promise.all([
        repo.earnedIn(userId, year),
        repo.spentIn(userId, year),
      ]);
      return { year: year.year, earned: dollarsOf(earned), spent: dollarsOf(spent) };
    },

    async payouts(userId: string): Promise<Payout[]> {
      return (await repo.ownPayouts(userId)).map(toPayout);
    },

    /**
     * Pays out the whole available balance: the payout and its debit commit together, under a
     * lock on the owner, so two requests at once cannot both take the same money. With Stripe
     * the transfer follows through the outbox.
     */
    async requestPayout(userId: string): Promise<Payout> {
      await deps.catchUp?.(userId);
      if (payoutProvider) {
        const account = await stripeAccountOf(userId);
        if (!account?.payouts_enabled)
          throw conflict('earnings.connectFirst', 'PAYOUT_ACCOUNT_MISSING');
      }
      const { payout, eventIds } = await db.transaction(async (tx) => {
        const txRepo = createLedgerRepo(tx);
        await txRepo.lockOwner(userId);
        const at = now();
        const { availableCents } = await txRepo.ownerBalances(userId, at);
        if (availableCents <= 0) throw conflict('earnings.nothingAvailable', 'NOTHING_AVAILABLE');
        const row = await txRepo.insertPayout(userId, asCents(availableCents), method);
        await writeLedgerEntries(tx, [
          {
            account: 'owner',
            userId,
            payoutId: row.id,
            kind: 'payout',
            amountCents: -availableCents,
            idempotencyKey: `payout:${row.id}`,
            availableAt: at,
          },
        ]);
        const ids = payoutProvider
          ? await writeOutboxEvents(tx, [
              {
                type: PAYOUT_REQUESTED_EVENT,
                actorId: userId,
                actorRole: 'owner',
                payload: { payoutId: row.id },
              },
            ])
          : [];
        return { payout: row, eventIds: ids };
      });
      await deps.outbox.deliverPromptly(eventIds);
      return toPayout((await repo.findPayout(payout.id)) ?? payout);
    },

    /** Starts (or resumes) the owner's Stripe Express onboarding; where to send them. */
    async stripeOnboarding(userId: string, baseUrl: string): Promise<string> {
      if (!payoutProvider) throw conflict('earnings.stripeOnly', 'STRIPE_NOT_CONFIGURED');
      let account = await repo.payoutAccount(userId);
      if (!account) {
        const email = await repo.ownerEmail(userId);
        const accountId = await payoutProvider.createAccount(email, userId);
        await repo.savePayoutAccount(userId, accountId);
        account = await repo.payoutAccount(userId);
      }
      if (!account) throw new Error('the payout account was not saved');
      return payoutProvider.onboardingUrl(
        account.stripeAccountId,
        `${baseUrl}/earnings?stripe=return`,
        `${baseUrl}/earnings?stripe=refresh`,
      );
    },

    /** Deposit money a damage claim took: all the owner's, no commission, available at once. */
    async onDepositCaptured(event: OutboxEventRow): Promise<void> {
      const parsed = depositCapturedSchema.safeParse(event.payload);
      if (!parsed.success) {
        deps.log.error({ eventId: event.id }, 'a deposit.captured event has no valid payload');
        return;
      }
      const { bookingId, ownerId, claimId, amountCents } = parsed.data;
      await writeLedgerEntries(db, [
        {
          account: 'owner',
          userId: ownerId,
          bookingId,
          kind: 'deposit_capture',
          amountCents,
          idempotencyKey: `deposit:${claimId}`,
          availableAt: now(),
        },
      ]);
    },

    /**
     * Transfers a requested Stripe payout. Stripe's idempotency key names the payout, so a
     * retry after a lost answer, or a second delivery of the event, moves the money once.
     */
    async onPayoutRequested(event: OutboxEventRow): Promise<void> {
      const payoutId = event.payload.payoutId;
      if (typeof payoutId !== 'string' || !payoutProvider) return;
      const payout = await repo.findPayout(payoutId);
      if (payout?.status !== 'requested' || payout.method !== 'stripe') return;
      const account = await repo.payoutAccount(payout.userId);
      if (!account) throw new Error(`payout ${payoutId} has no Stripe account to go to`);
      const transferId = await payoutProvider.transfer({
        accountId: account.stripeAccountId,
        amountCents: payout.amountCents,
        idempotencyKey: `payout-${payout.id}`,
        payoutId: payout.id,
      });
      await repo.markPaid(payout.id, { at: now(), transferId });
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;

/**
 * An administrator marks a local payout paid, in the console's transaction (which writes the
 * audit entry). Marking it again changes nothing and answers false.
 */
export async function markPayoutPaidIn(tx: Db, payoutId: string, adminId: string, at: Date) {
  const repo = createLedgerRepo(tx);
  const payout = await repo.lockPayout(payoutId);
  if (!payout) throw notFound('admin.payoutNotFound');
  if (payout.method !== 'local') {
    throw conflict('admin.paidByStripe', 'PAID_BY_STRIPE');
  }
  return repo.markPaid(payoutId, { at, paidBy: adminId });
}
