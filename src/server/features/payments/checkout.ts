import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckoutSession } from '../../../shared/schemas/payments';
import type { PaymentRow } from '../../db/schema';
import { conflict } from '../../errors';
import type { CheckoutRequest, PaymentProvider, ProviderSession } from '../../payments/provider';
import { WAIT_FOR_OTHER_REQUEST_MS } from '../../payments/timing';
import type { BookingRecord } from '../lifecycle';
import { amountToCharge } from './amount';
import type { CapturedPayment } from './fulfilment';
import { isReservation, type PaymentsRepo } from './repo';

/** An open checkout closing sooner than this is replaced rather than handed out again. */
const REUSE_MARGIN_MS = 60 * 60 * 1000;
const POLL_INTERVAL_MS = 100;

export interface CheckoutOpenerDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  now: () => Date;
  currency: string;
  fulfil: (captured: CapturedPayment) => Promise<unknown>;
  /** The booking, checked to be payable now by this caller; throws the refusal otherwise. */
  payableBooking: (callerId: string, bookingId: string) => Promise<BookingRecord>;
  /** What the provider is asked to open for this booking, naming our payment row. */
  checkoutRequest: (booking: BookingRecord, paymentId: string, baseUrl: string) => CheckoutRequest;
}

type HandedOutRow = PaymentRow & { checkoutUrl: string };

const stillTakesPayment = (session: ProviderSession | undefined) =>
  session?.status === 'open' || session?.status === 'failed';

/**
 * A booking has at most one open checkout: asking again hands out the open one while it is
 * good for the same amount for a while yet; otherwise it is closed at the provider before
 * another is opened, so that no two checkouts of one booking can both take money.
 */
export function createCheckoutOpener(deps: CheckoutOpenerDeps) {
  const { repo, provider } = deps;

  function reusable(open: PaymentRow, booking: BookingRecord): open is HandedOutRow {
    return (
      open.checkoutUrl !== null &&
      open.expiresAt !== null &&
      open.amountCents === amountToCharge(booking) &&
      open.expiresAt.getTime() - deps.now().getTime() > REUSE_MARGIN_MS
    );
  }

  /** What the provider says of a checkout that is not handed out again. */
  async function settle(open: PaymentRow, session: ProviderSession | undefined): Promise<void> {
    if (session?.status === 'paid') {
      const { paymentReference } = session;
      await deps.fulfil({ sessionId: open.sessionId, paymentReference, paymentId: open.id });
    } else {
      await repo.markUnpaidOutcome(open.sessionId, 'expired');
    }
  }

  /** The open checkout handed out again, or undefined once it no longer blocks a new one. */
  async function keepOrClose(
    open: PaymentRow,
    booking: BookingRecord,
  ): Promise<CheckoutSession | undefined> {
    if (reusable(open, booking)) {
      const session = await provider.retrieveSession(open.sessionId);
      if (stillTakesPayment(session)) return { id: open.sessionId, url: open.checkoutUrl };
      await settle(open, session);
      return undefined;
    }
    const closed = await provider.expireSession(open.sessionId);
    if (!stillTakesPayment(closed)) {
      await settle(open, closed);
      return undefined;
    }
    // The provider will not close it (a delayed payment is under way): it stays the one.
    if (open.checkoutUrl) return { id: open.sessionId, url: open.checkoutUrl };
    await repo.markUnpaidOutcome(open.sessionId, 'failed');
    return undefined;
  }

  /** A new checkout, or undefined when another request reserved the booking's first. */
  async function openNew(
    booking: BookingRecord,
    baseUrl: string,
  ): Promise<CheckoutSession | undefined> {
    // The row comes first, so that whatever the provider reports about the session finds it.
    const paymentId = await repo.insertReservedIfNoneOpen({
      bookingId: booking.id,
      provider: provider.name,
      amountCents: amountToCharge(booking),
      currency: deps.currency,
    });
    if (!paymentId) return undefined;
    let opened: Awaited<ReturnType<PaymentProvider['createCheckoutSession']>>;
    try {
      opened = await provider.createCheckoutSession(
        deps.checkoutRequest(booking, paymentId, baseUrl),
      );
    } catch (error) {
      // The reservation must not keep the booking from the next try.
      await repo.markNeverOpened(paymentId);
      throw error;
    }
    try {
      await repo.setOpenedSession(paymentId, opened);
    } catch (error) {
      // No row names the session the provider opened, so it must take no money: it is closed
      // (best effort, not waited for) and the reservation no longer holds the booking.
      provider.expireSession(opened.id).catch(() => undefined);
      await repo.markNeverOpened(paymentId).catch(() => undefined);
      throw error;
    }
    return { id: opened.id, url: opened.url };
  }

  return async function openCheckout(
    callerId: string,
    bookingId: string,
    baseUrl: string,
  ): Promise<CheckoutSession> {
    const deadline = performance.now() + WAIT_FOR_OTHER_REQUEST_MS;
    for (;;) {
      const booking = await deps.payableBooking(callerId, bookingId);
      const open = await repo.findOpen(bookingId);
      if (!open) {
        const opened = await openNew(booking, baseUrl);
        if (opened) return opened;
        continue;
      }
      if (!isReservation(open)) {
        const kept = await keepOrClose(open, booking);
        if (kept) return kept;
        continue;
      }
      // Another request is opening this booking's checkout right now, or died doing so.
      if (await repo.setAsideIfAbandoned(open.id)) continue;
      // Not the provider's fault: the payer may try again in a moment.
      if (performance.now() > deadline) {
        throw conflict('payments.checkoutBeingOpened', 'CHECKOUT_BEING_OPENED');
      }
      await sleep(POLL_INTERVAL_MS);
    }
  };
}
