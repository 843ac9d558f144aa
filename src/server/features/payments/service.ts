import { payability } from '../../../shared/bookings';
import { formatDateRange } from '../../../shared/calendarDates';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { marketplace } from '../../../shared/marketplace';
import { MAX_CARD_PAYMENT_CENTS } from '../../../shared/money';
import type { PaymentSessionStatus } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import type { ErrorLog } from '../../errorLog';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { isLocalProvider } from '../../payments';
import {
  type PaymentProvider,
  SESSION_ID_PLACEHOLDER,
  WebhookSignatureError,
} from '../../payments/provider';
import type { Lifecycle } from '../lifecycle';
import { type BookingRecord, createBookingRecords, isPayable, paymentStateOf } from '../lifecycle';
import { amountToCharge } from './amount';
import { createCheckoutOpener } from './checkout';
import { createFulfilment } from './fulfilment';
import { toPaymentSessionStatus } from './presenters';
import { createPaymentsRepo } from './repo';

/** The card provider names currencies in lower case. */
const currencyOfPayments = () => marketplace().currency.toLowerCase();

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  lifecycle: Pick<Lifecycle, 'pay' | 'sweep'>;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
  log: ErrorLog;
  /** The payments' clock: whether an open checkout is still good for a while. */
  now: () => Date;
}

/** The booking's payment metadata, with the booking and our payment row it pays for. */
function metadataOf(booking: BookingRecord, paymentId: string): Record<string, string> {
  return {
    bookingId: booking.id,
    paymentId,
    itemId: booking.itemId,
    ownerId: booking.ownerId,
    renterId: booking.renterId,
    fromDate: booking.fromDate,
    toDate: booking.toDate,
  };
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, lifecycle } = deps;
  const repo = createPaymentsRepo(db);
  const records = createBookingRecords(db);
  const fulfil = createFulfilment(deps);

  /** The booking as it stands today, for its renter only. */
  async function renterBooking(bookingId: string, callerId: string, refusal: MessageId) {
    const booking = await records.byId(bookingId);
    if (!booking) throw notFound('bookings.notFound');
    if (booking.renterId !== callerId) throw forbidden(refusal);
    const swept = await lifecycle.sweep({ itemId: booking.itemId });
    return swept > 0 ? ((await records.byId(bookingId)) ?? booking) : booking;
  }

  /** The renter's booking if it may be paid by card now; the refusal otherwise. */
  async function payableBooking(callerId: string, bookingId: string): Promise<BookingRecord> {
    const booking = await renterBooking(bookingId, callerId, 'payments.onlyRenterPays');
    switch (payability(booking.status, paymentStateOf(booking.paymentStatuses))) {
      case 'not_payable':
        throw conflict('payments.notPayable', 'NOT_PAYABLE');
      case 'already_paid':
        throw conflict('payments.alreadyPaid', 'ALREADY_PAID');
    }
    if (amountToCharge(booking) <= 0) throw conflict('payments.notPayable', 'NOT_PAYABLE');
    if (amountToCharge(booking) > MAX_CARD_PAYMENT_CENTS) {
      throw conflict('payments.tooLargeForCard', 'TOO_LARGE_FOR_CARD');
    }
    return booking;
  }

  /** Asks the provider about a checkout not settled yet, as a webhook would have told us. */
  async function syncWithProvider(sessionId: string, renterId?: string): Promise<void> {
    const session = await provider.retrieveSession(sessionId);
    // A session looked up without a row of ours is only acted on for the renter it names.
    if (renterId !== undefined && session?.metadata.renterId !== renterId) return;
    if (session?.status === 'paid') {
      const paymentId = session.metadata.paymentId;
      await fulfil({ sessionId, paymentReference: session.paymentReference, paymentId });
    } else if (session?.status === 'failed' || session?.status === 'expired') {
      await repo.markUnpaidOutcome(sessionId, session.status);
    }
  }

  return {
    fulfil,
    /** The built-in hosted checkout, when the local provider is in use. */
    localCheckout: isLocalProvider(provider) ? provider : undefined,

    /**
     * A pending request, or a confirmed one not paid yet ("paid later from the dashboard"), may
     * be paid by its renter, through one open checkout at a time.
     */
    createCheckout: createCheckoutOpener({
      repo,
      provider,
      now: deps.now,
      currency: currencyOfPayments(),
      fulfil,
      payableBooking,
      checkoutRequest: (booking, paymentId, baseUrl) => ({
        bookingId: booking.id,
        amountCents: amountToCharge(booking),
        currency: currencyOfPayments(),
        // The hosted checkout (ours or Stripe's) shows the item and the rental period.
        description: `${booking.itemTitle}, ${formatDateRange(booking.fromDate, booking.toDate, SOURCE_LOCALE)}`,
        successUrl: `${baseUrl}/payment-success?session_id=${SESSION_ID_PLACEHOLDER}`,
        cancelUrl: `${baseUrl}/dashboard?tab=bookings`,
        metadata: metadataOf(booking, paymentId),
        baseUrl,
        depositCents: booking.depositCents,
      }),
    }),

    /** The success page's lookup; it settles the payment if the webhook has not yet. */
    async sessionStatus(callerId: string, sessionId: string): Promise<PaymentSessionStatus> {
      // A session without a row may still be ours (its id not yet filled in) or money nobody
      // asked for: the provider's answer settles which, and fulfil treats either.
      const payment =
        (await repo.findBySessionId(sessionId)) ??
        (await syncWithProvider(sessionId, callerId).then(() => repo.findBySessionId(sessionId)));
      if (!payment) throw notFound('payments.sessionNotFound');
      const booking = await renterBooking(payment.bookingId, callerId, 'payments.onlyRenterSees');
      // Paid and refunded are final: only a payment still payable is worth asking about.
      if (!isPayable(payment.status)) return toPaymentSessionStatus(payment, booking);
      await syncWithProvider(sessionId);
      const [settled, latest] = await Promise.all([
        repo.findBySessionId(sessionId),
        records.byId(payment.bookingId),
      ]);
      if (!settled || !latest) throw notFound('payments.sessionNotFound');
      return toPaymentSessionStatus(settled, latest);
    },

    async handleWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<void> {
      if (!provider.parseWebhook) throw notFound('errors.apiNotFound');
      let event: ReturnType<NonNullable<PaymentProvider['parseWebhook']>>;
      try {
        event = provider.parseWebhook(rawBody, signatureHeader);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError(400, 'BAD_SIGNATURE', 'payments.badSignature');
        }
        throw error;
      }
      if (event.type === 'paid') await fulfil(event);
      if (event.type === 'failed') await repo.markUnpaidOutcome(event.sessionId, 'failed');
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
