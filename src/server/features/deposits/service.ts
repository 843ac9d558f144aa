import type { I18n } from '@lingui/core';
import {
  claimAmountValid,
  claimableStatus,
  claimRespondBy,
  claimWindowOpen,
  depositChoiceOpen,
  SETTLED_DEPOSIT_STATUSES,
} from '../../../shared/deposits';
import { formatCurrency } from '../../../shared/format';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { type Cents, fromCents, toCents } from '../../../shared/money';
import type { NotificationCategory, NotificationKind } from '../../../shared/notifications';
import { publicNameOf } from '../../../shared/publicName';
import type {
  AdminClaim,
  AdminClaimsQuery,
  BookingDeposit,
  Claim,
  ClaimDecisionInput,
  ClaimInput,
  DisputeInput,
} from '../../../shared/schemas/deposits';
import type { Db } from '../../db/client';
import type { DamageClaimRow, DepositRow, OutboxEventRow } from '../../db/schema';
import type { ErrorLog } from '../../errorLog';
import { badRequest, conflict, forbidden, notFound, wellFormedIdOr404 } from '../../errors';
import { writeOutboxEvents } from '../../outbox/repo';
import {
  DepositDeclinedError,
  type DepositHold,
  type PaymentProvider,
} from '../../payments/provider';
import { toAdminClaim, toClaim, toDeposit } from './presenters';
import { createDepositsRepo } from './repo';
import {
  awardInTransaction,
  captureDisputedInTransaction,
  capturedInTransaction,
  captureInTransaction,
  DEPOSIT_SETTLE_EVENT,
  type DepositActor,
  refundedInTransaction,
  releaseInTransaction,
} from './settlement';

/** A notice to one party, as the notifications feature writes it (handed in, see services.ts). */
export interface ClaimNotice {
  userId: string;
  kind: NotificationKind;
  category: NotificationCategory;
  linkPath: string;
  bookingId: string | null;
  dedupeKey: string;
  /** Its words in the recipient's language, chosen when it is written. */
  words(i18n: I18n): { title: string; body: string; actionLabel: string };
}

export interface DepositsDeps {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  log: ErrorLog;
  /** Delivers the events a change committed (the outbox dispatcher's). */
  deliver: (eventIds: string[]) => Promise<void>;
  /** Writes notices in the caller's transaction; returns the email events to deliver. */
  notify: (tx: Db, notices: ClaimNotice[]) => Promise<{ mailIds: string[] }>;
  /** Writes the administrator's audit entry in the decision's transaction. */
  audit: (
    tx: Db,
    entry: {
      adminId: string;
      action: 'claim.decide';
      targetType: 'claim';
      targetId: string;
      reason: string;
    },
  ) => Promise<void>;
}

/** How many due releases or unanswered claims one sweep transaction takes. */
const SWEEP_BATCH = 20;

const money = (cents: Cents, locale: string) => formatCurrency(fromCents(cents), locale);

/** Nothing is left to ask the provider about a deposit in these states. */
const SETTLED = new Set<DepositRow['status']>(SETTLED_DEPOSIT_STATUSES);
const SYSTEM: DepositActor = { id: null, role: 'system' };

/**
 * Security deposits and damage claims: what the parties and administrators see and decide, the
 * outbox handler that moves the money at the provider, and the sweep that releases unclaimed
 * deposits and accepts unanswered claims.
 */
export function createDepositsService(deps: DepositsDeps) {
  const { db, provider, now } = deps;
  const repo = createDepositsRepo(db);

  async function requireBooking(bookingId: string) {
    const booking = await repo.findBooking(wellFormedIdOr404(bookingId, 'money.bookingNotFound'));
    if (!booking) throw notFound('money.bookingNotFound');
    return booking;
  }

  type Booking = Awaited<ReturnType<typeof requireBooking>>;

  function notice(
    userId: string,
    booking: Booking,
    key: string,
    title: (i18n: I18n) => string,
    body: (i18n: I18n) => string,
    kind: 'damage_claim' | 'deposit_failed' = 'damage_claim',
  ): ClaimNotice {
    const party = userId === booking.renterId ? 'bookings' : 'incoming';
    return {
      userId,
      kind,
      category: 'payments' as const,
      linkPath: `/dashboard?tab=${party}`,
      bookingId: booking.id,
      dedupeKey: `${kind === 'damage_claim' ? 'claim' : 'deposit'}:${key}:${userId}`,
      words: (i18n) => ({
        title: title(i18n),
        body: body(i18n),
        actionLabel: i18n._('deposits.notice.action'),
      }),
    };
  }

  /**
   * The card refused the deposit: it fails, and both parties are told; the owner of a rental
   * still to come chooses to cancel it (refunded in full) or to keep it without a deposit.
   * A deposit whose rental was called off meanwhile fails quietly: there is nothing to choose.
   */
  async function failDeclined(deposit: DepositRow) {
    await commit(async (tx) => {
      const txRepo = createDepositsRepo(tx);
      const moved = await txRepo.moveDeposit(deposit.id, ['to_hold', 'release_pending'], {
        status: 'failed',
        settledAt: now(),
      });
      const booking = await txRepo.findBooking(deposit.bookingId);
      if (!moved || !booking || !depositChoiceOpen('failed', booking.status)) {
        return { result: undefined, eventIds: [] };
      }
      const { mailIds } = await deps.notify(tx, [
        notice(
          booking.ownerId,
          booking,
          `${deposit.id}:failed`,
          (i18n: I18n) => i18n._('deposits.notice.failedTitle'),
          (i18n: I18n) =>
            i18n._('deposits.notice.failedOwnerBody', {
              item: booking.itemTitle,
              amount: money(deposit.amountCents, i18n.locale),
            }),
          'deposit_failed',
        ),
        notice(
          booking.renterId,
          booking,
          `${deposit.id}:failed`,
          (i18n: I18n) => i18n._('deposits.notice.failedTitle'),
          (i18n: I18n) =>
            i18n._('deposits.notice.failedRenterBody', {
              item: booking.itemTitle,
              amount: money(deposit.amountCents, i18n.locale),
            }),
          'deposit_failed',
        ),
      ]);
      return { result: undefined, eventIds: mailIds };
    });
  }

  /** A decision made while the disputed amount was still being captured, applied once it is. */
  async function awardDecided(bookingId: string) {
    const open = await repo.findClaimByBooking(bookingId);
    if (open?.status !== 'decided') return;
    await commit(async (tx) => {
      const { claim, deposit } = await lockClaimWithBooking(tx, open.id);
      if (claim.decidedCents === null) return { result: undefined, eventIds: [] };
      const eventIds = await awardInTransaction(
        tx,
        deposit,
        { amountCents: claim.amountCents, decidedCents: claim.decidedCents },
        SYSTEM,
      );
      return { result: undefined, eventIds };
    });
  }

  /** Refunds what the decision did not award; then, and only then, the owner is owed the rest. */
  async function refundUnawarded(deposit: DepositRow, hold: DepositHold) {
    const claim = await repo.findClaimByBooking(deposit.bookingId);
    if (!claim) throw new Error(`deposit ${deposit.id} is refunded without a claim`);
    const refund = claim.amountCents - (deposit.capturedCents ?? 0);
    if (refund > 0) await provider.refundDeposit(hold, refund as Cents);
    const booking = await requireBooking(deposit.bookingId);
    await commit(async (tx) => ({
      result: undefined,
      eventIds: await refundedInTransaction(tx, deposit, claim, booking, now()),
    }));
  }

  /** Runs a change and delivers what it committed. */
  async function commit<T>(work: (tx: Db) => Promise<{ result: T; eventIds: string[] }>) {
    const { result, eventIds } = await db.transaction(work);
    await deps.deliver(eventIds);
    return result;
  }

  /** A change and the live event it makes, committed together. */
  function inTransaction<T>(work: (txRepo: ReturnType<typeof createDepositsRepo>) => Promise<T>) {
    return db.transaction((tx) => work(createDepositsRepo(tx)));
  }

  /** The claim, locked, with its rental; 404 for an id that names none. */
  async function lockClaimWithBooking(tx: Db, claimId: string) {
    const txRepo = createDepositsRepo(tx);
    const claim = await txRepo.lockClaim(wellFormedIdOr404(claimId, 'deposits.claimNotFound'));
    if (!claim) throw notFound('deposits.claimNotFound');
    const booking = await txRepo.findBooking(claim.bookingId);
    const deposit = await txRepo.lockDeposit(claim.depositId);
    if (!booking || !deposit) throw notFound('deposits.claimNotFound');
    return { txRepo, claim, booking, deposit };
  }

  /** Accepted by the renter or by silence: the claimed amount is captured, the rest released. */
  async function acceptInTransaction(
    tx: Db,
    locked: Awaited<ReturnType<typeof lockClaimWithBooking>>,
    actor: DepositActor,
  ): Promise<{ result: DamageClaimRow; eventIds: string[] }> {
    const { txRepo, claim, booking, deposit } = locked;
    const accepted = await txRepo.updateClaim(claim.id, {
      status: 'accepted',
      decidedCents: claim.amountCents,
      answeredAt: now(),
    });
    const eventIds = await captureInTransaction(tx, deposit, claim.amountCents, actor);
    const { mailIds } = await deps.notify(tx, [
      notice(
        booking.ownerId,
        booking,
        `${claim.id}:accepted`,
        (i18n: I18n) => i18n._('deposits.notice.acceptedTitle'),
        (i18n: I18n) =>
          i18n._('deposits.notice.acceptedBody', {
            item: booking.itemTitle,
            amount: money(claim.amountCents, i18n.locale),
          }),
      ),
    ]);
    return { result: accepted, eventIds: [...eventIds, ...mailIds] };
  }

  return {
    /** The deposit of a rental and its claim, for its owner and renter only. */
    async forBooking(callerId: string, bookingId: string): Promise<BookingDeposit> {
      const booking = await requireBooking(bookingId);
      if (callerId !== booking.ownerId && callerId !== booking.renterId) {
        throw forbidden('deposits.notParty');
      }
      const deposit = await repo.findDepositByBooking(booking.id);
      const claim = await repo.findClaimByBooking(booking.id);
      const at = now();
      return {
        deposit: deposit
          ? toDeposit(deposit, booking, claim, callerId === booking.ownerId, at)
          : null,
        claim: claim ? toClaim(claim, callerId === booking.renterId, at) : null,
      };
    },

    /** The owner claims part or all of the deposit before it is released. */
    async fileClaim(callerId: string, bookingId: string, input: ClaimInput): Promise<Claim> {
      const booking = await requireBooking(bookingId);
      if (callerId !== booking.ownerId) throw forbidden('deposits.onlyOwnerClaims');
      const amountCents = toCents(input.amount);
      const claim = await commit(async (tx) => {
        const txRepo = createDepositsRepo(tx);
        const deposit = await txRepo.lockDepositByBooking(booking.id);
        if (!deposit) throw conflict('deposits.noDeposit', 'NO_DEPOSIT');
        if (await txRepo.findClaimByBooking(booking.id)) {
          throw conflict('deposits.alreadyClaimed', 'ALREADY_CLAIMED');
        }
        const at = now();
        if (!claimableStatus(booking.status, booking, at)) {
          throw conflict('deposits.rentalNotEnded', 'RENTAL_NOT_ENDED');
        }
        // Only money actually held on the card can be claimed.
        const onCard = deposit.status === 'held';
        if (!onCard || !claimWindowOpen(deposit.releaseAt, at)) {
          throw conflict('deposits.windowClosed', 'CLAIM_WINDOW_CLOSED');
        }
        if (!claimAmountValid(amountCents, deposit.amountCents)) {
          throw badRequest('deposits.amountAboveDeposit', 'amount');
        }
        const created = await txRepo.insertClaim({
          bookingId: booking.id,
          depositId: deposit.id,
          amountCents,
          description: input.description,
          photoUrls: input.photoUrls,
          respondBy: claimRespondBy(at),
        });
        if (!created) throw conflict('deposits.alreadyClaimed', 'ALREADY_CLAIMED');
        const { mailIds } = await deps.notify(tx, [
          notice(
            booking.renterId,
            booking,
            `${created.id}:filed`,
            (i18n: I18n) => i18n._('deposits.notice.filedTitle'),
            (i18n: I18n) =>
              i18n._('deposits.notice.filedBody', {
                owner: publicNameOf({
                  firstName: booking.ownerFirstName,
                  lastName: booking.ownerLastName,
                }),
                item: booking.itemTitle,
                amount: money(amountCents, i18n.locale),
              }),
          ),
        ]);
        return { result: created, eventIds: mailIds };
      });
      return toClaim(claim, false, now());
    },

    async accept(callerId: string, claimId: string): Promise<Claim> {
      const claim = await commit(async (tx) => {
        const locked = await lockClaimWithBooking(tx, claimId);
        answerable(callerId, locked.claim, locked.booking);
        return acceptInTransaction(tx, locked, { id: callerId, role: 'renter' });
      });
      return toClaim(claim, true, now());
    },

    async dispute(callerId: string, claimId: string, input: DisputeInput): Promise<Claim> {
      const claim = await commit(async (tx) => {
        const { txRepo, claim: open, booking, deposit } = await lockClaimWithBooking(tx, claimId);
        answerable(callerId, open, booking);
        const disputed = await txRepo.updateClaim(open.id, {
          status: 'disputed',
          disputeText: input.text ? input.text : null,
          answeredAt: now(),
        });
        const moneyIds = await captureDisputedInTransaction(tx, deposit, open.amountCents, {
          id: callerId,
          role: 'renter',
        });
        const { mailIds } = await deps.notify(tx, [
          notice(
            booking.ownerId,
            booking,
            `${open.id}:disputed`,
            (i18n: I18n) => i18n._('deposits.notice.disputedTitle'),
            (i18n: I18n) => i18n._('deposits.notice.disputedBody', { item: booking.itemTitle }),
          ),
        ]);
        return { result: disputed, eventIds: [...moneyIds, ...mailIds] };
      });
      return toClaim(claim, true, now());
    },

    async adminList(query: AdminClaimsQuery): Promise<{ claims: AdminClaim[] }> {
      return { claims: (await repo.adminList(query.status)).map(toAdminClaim) };
    },

    /** An administrator decides a disputed claim: 0 up to the claimed amount is captured. */
    async decide(adminId: string, claimId: string, input: ClaimDecisionInput): Promise<AdminClaim> {
      const cents = toCents(input.amount);
      const id = await commit(async (tx) => {
        const locked = await lockClaimWithBooking(tx, claimId);
        const { txRepo, claim, booking, deposit } = locked;
        if (adminId === booking.ownerId || adminId === booking.renterId) {
          throw forbidden('deposits.ownRental');
        }
        if (claim.status !== 'disputed')
          throw conflict('deposits.notDisputed', 'CLAIM_NOT_DISPUTED');
        if (cents > claim.amountCents) throw badRequest('deposits.decisionAboveClaim', 'amount');
        await txRepo.updateClaim(claim.id, {
          status: 'decided',
          decidedCents: cents,
          decisionNote: input.note,
          decidedBy: adminId,
          decidedAt: now(),
        });
        await deps.audit(tx, {
          adminId,
          action: 'claim.decide',
          targetType: 'claim',
          targetId: claim.id,
          reason: `${money(cents, SOURCE_LOCALE)}: ${input.note}`,
        });
        const moneyIds = await settleDecision(tx, deposit, claim.amountCents, cents, {
          id: adminId,
          role: 'admin',
        });
        const title = (i18n: I18n) => i18n._('deposits.notice.decidedTitle');
        const body = (i18n: I18n) =>
          i18n._('deposits.notice.decidedBody', {
            item: booking.itemTitle,
            amount: money(cents, i18n.locale),
          });
        const { mailIds } = await deps.notify(tx, [
          notice(booking.ownerId, booking, `${claim.id}:decided`, title, body),
          notice(booking.renterId, booking, `${claim.id}:decided`, title, body),
        ]);
        return { result: claim.id, eventIds: [...moneyIds, ...mailIds] };
      });
      const record = await repo.adminFind(id);
      if (!record) throw notFound('deposits.claimNotFound');
      return toAdminClaim(record);
    },

    /**
     * The outbox handler: brings the provider where the deposit's row says. Placing a hold comes
     * first when none is recorded yet (asked again, the provider answers with the same one);
     * every provider call is idempotent, so a delivery repeated after a crash moves no money
     * twice.
     */
    async settle(event: OutboxEventRow): Promise<void> {
      const depositId = event.payload.depositId;
      if (typeof depositId !== 'string') return;
      let deposit = await repo.findDeposit(depositId);
      if (!deposit || SETTLED.has(deposit.status)) return;
      if (deposit.provider !== provider.name) {
        throw new Error(
          `deposit ${depositId} was placed with ${deposit.provider}, not ${provider.name}`,
        );
      }
      let reference = deposit.providerReference;
      if (!reference) {
        const paymentReference = await repo.paymentReferenceOf(deposit.paymentId);
        if (!paymentReference) throw new Error(`deposit ${depositId} has no payment to hold on`);
        try {
          ({ reference } = await provider.holdDeposit({
            depositId,
            amountCents: deposit.amountCents,
            currency: deposit.currency,
            mode: deposit.mode,
            paymentReference,
            description: inEnglish('deposits.state', {
              status: 'held',
              amount: money(deposit.amountCents, SOURCE_LOCALE),
            }),
          }));
        } catch (error) {
          // Only the card's refusal is final; an unreachable provider is asked again later.
          if (!(error instanceof DepositDeclinedError)) throw error;
          await failDeclined(deposit);
          return;
        }
        await repo.setReference(depositId, reference);
        await inTransaction((txRepo) =>
          txRepo.moveDeposit(depositId, ['to_hold'], { status: 'held' }),
        );
        deposit = (await repo.findDeposit(depositId)) ?? deposit;
      }
      const hold = { reference, mode: deposit.mode, amountCents: deposit.amountCents };
      if (deposit.status === 'capture_pending' && deposit.capturedCents !== null) {
        await provider.captureDeposit(hold, deposit.capturedCents);
        const captured = deposit;
        const claim = await repo.findClaimByBooking(captured.bookingId);
        const booking = await requireBooking(captured.bookingId);
        if (!claim) throw new Error(`deposit ${depositId} was captured without a claim`);
        await commit(async (tx) => ({
          result: undefined,
          eventIds: await capturedInTransaction(tx, captured, claim, booking, now()),
        }));
        return;
      }
      if (deposit.status === 'release_pending') {
        await provider.releaseDeposit(hold);
        await inTransaction((txRepo) =>
          txRepo.moveDeposit(depositId, ['release_pending'], {
            status: 'released',
            settledAt: now(),
          }),
        );
        return;
      }
      if (deposit.status === 'dispute_capture_pending' && deposit.capturedCents !== null) {
        await provider.captureDeposit(hold, deposit.capturedCents);
        await inTransaction((txRepo) =>
          txRepo.moveDeposit(depositId, ['dispute_capture_pending'], {
            status: 'dispute_captured',
          }),
        );
      }
      if (deposit.status === 'dispute_capture_pending' || deposit.status === 'dispute_captured') {
        await awardDecided(deposit.bookingId);
        deposit = (await repo.findDeposit(depositId)) ?? deposit;
      }
      if (deposit.status === 'refund_pending') await refundUnawarded(deposit, hold);
    },

    /** The owner keeps a rental whose deposit the card refused, without a deposit. */
    async keepWithout(callerId: string, bookingId: string): Promise<void> {
      const booking = await requireBooking(bookingId);
      if (callerId !== booking.ownerId) throw forbidden('deposits.onlyOwnerChooses');
      await commit(async (tx) => {
        const txRepo = createDepositsRepo(tx);
        const deposit = await txRepo.lockDepositByBooking(booking.id);
        const current = await txRepo.findBooking(booking.id);
        if (!deposit || !current || !depositChoiceOpen(deposit.status, current.status)) {
          throw conflict('deposits.noChoice', 'DEPOSIT_NOT_FAILED');
        }
        await txRepo.moveDeposit(deposit.id, ['failed'], { status: 'waived' });
        return { result: undefined, eventIds: [] };
      });
    },

    /**
     * Releases deposits 48 hours after their rental ended when no claim was filed, and accepts
     * claims left unanswered for 72 hours. Rows are claimed with SKIP LOCKED, so processes
     * running it side by side share the work, and each batch commits on its own.
     */
    async sweep(signal?: AbortSignal): Promise<number> {
      let done = 0;
      for (;;) {
        if (signal?.aborted) return done;
        const count = await commit(async (tx) => {
          const due = await createDepositsRepo(tx).lockDueReleases(now(), SWEEP_BATCH);
          const eventIds: string[] = [];
          for (const deposit of due) {
            eventIds.push(
              ...(await releaseInTransaction(tx, deposit, { id: null, role: 'clock' })),
            );
          }
          return { result: due.length, eventIds };
        });
        done += count;
        if (count < SWEEP_BATCH) break;
      }
      for (;;) {
        if (signal?.aborted) return done;
        const count = await commit(async (tx) => {
          const txRepo = createDepositsRepo(tx);
          const unanswered = await txRepo.lockUnanswered(now(), SWEEP_BATCH);
          const eventIds: string[] = [];
          for (const claim of unanswered) {
            const booking = await txRepo.findBooking(claim.bookingId);
            const deposit = await txRepo.lockDeposit(claim.depositId);
            if (!booking || !deposit) continue;
            const accepted = await acceptInTransaction(
              tx,
              { txRepo, claim, booking, deposit },
              { id: null, role: 'clock' },
            );
            eventIds.push(...accepted.eventIds);
          }
          return { result: unanswered.length, eventIds };
        });
        done += count;
        if (count < SWEEP_BATCH) return done;
      }
    },
  };

  /**
   * A decision's money: a claimed amount captured at the dispute has what is not awarded
   * refunded (once the capture is done, if it is still under way); a claim disputed before
   * disputes captured anything settles as an accepted one would, from the card.
   */
  async function settleDecision(
    tx: Db,
    deposit: DepositRow,
    claimedCents: Cents,
    awardedCents: Cents,
    actor: DepositActor,
  ): Promise<string[]> {
    if (deposit.status === 'dispute_captured') {
      return awardInTransaction(
        tx,
        deposit,
        { amountCents: claimedCents, decidedCents: awardedCents },
        actor,
      );
    }
    if (deposit.status === 'dispute_capture_pending') {
      // The capture's delivery applies the decision once the provider has taken the money.
      return writeOutboxEvents(tx, [
        {
          type: DEPOSIT_SETTLE_EVENT,
          bookingId: deposit.bookingId,
          actorId: actor.id,
          actorRole: actor.role,
          payload: { depositId: deposit.id },
        },
      ]);
    }
    return captureInTransaction(tx, deposit, awardedCents, actor);
  }

  /** Only the renter answers, once, and within the 72 hours. */
  function answerable(callerId: string, claim: DamageClaimRow, booking: Booking): void {
    if (callerId !== booking.renterId) throw forbidden('deposits.onlyRenterAnswers');
    if (claim.status !== 'open') throw conflict('deposits.alreadyAnswered', 'CLAIM_ANSWERED');
    if (claim.respondBy <= now())
      throw conflict('deposits.responseClosed', 'CLAIM_RESPONSE_CLOSED');
  }
}

export type DepositsService = ReturnType<typeof createDepositsService>;
