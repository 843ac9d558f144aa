import { CircleAlert, LoaderCircle, ReceiptText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Booking } from '../../../shared/schemas/bookings';
import type { CheckoutSession } from '../../../shared/schemas/payments';
import { Button, ButtonLink } from '../../components/ui/Button';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ChargesBreakdown } from '../bookings';
import { useCreateCheckoutSession } from './api';
import { BookingFacts } from './BookingFacts';
import { checkoutProvider } from './checkoutTarget';
import { PaymentNotice } from './PaymentNotice';

const dashboardBookings = '/dashboard?tab=bookings';
/** Refusals after which nothing was opened and asking again may well succeed. */
const RETRYABLE_CHECKOUT_CODES = new Set(['PAYMENT_PROVIDER_UNAVAILABLE', 'CHECKOUT_BEING_OPENED']);

/**
 * Replacing this page in history keeps Back on the checkout from landing here and asking for
 * the checkout again.
 */
function goToCheckout(session: CheckoutSession): void {
  window.location.replace(session.url);
}

function bookingFromState(state: unknown): Booking | undefined {
  return (state as { booking?: Booking } | null)?.booking;
}

/**
 * Starts the provider's checkout for one booking and sends the browser there. The booking comes
 * in navigation state for its details; its id is also in ?booking= so a reload still works.
 */
export function PaymentRedirectPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const booking = bookingFromState(location.state);
  const bookingId = params.get('booking') ?? booking?.id ?? '';
  const checkout = useCreateCheckoutSession();
  const { mutate } = checkout;
  // Strict mode runs effects twice; one visit must open one checkout session.
  const started = useRef(false);
  useDocumentTitle(i18n._('payments.pageTitle'));

  useEffect(() => {
    if (!bookingId || started.current) return;
    started.current = true;
    mutate(bookingId, { onSuccess: goToCheckout });
  }, [bookingId, mutate]);

  if (!bookingId) {
    return (
      <PaymentNotice
        icon={ReceiptText}
        tone="problem"
        title={i18n._('payments.noBooking')}
        actions={<ButtonLink to={dashboardBookings}>{i18n._('payments.goToDashboard')}</ButtonLink>}
      >
        <p>{i18n._('payments.bookingMissing')}</p>
      </PaymentNotice>
    );
  }

  const facts = booking && (
    <BookingFacts
      itemTitle={booking.items.title}
      fromDate={booking.from_date}
      toDate={booking.to_date}
    >
      <ChargesBreakdown booking={booking} viewer="renter" />
    </BookingFacts>
  );

  if (checkout.isError) {
    const serverSaid = checkout.error instanceof ApiError && checkout.error.reachedServer;
    // The provider was out of reach and nothing was opened, or another tab was still opening
    // this booking's checkout: the same visit may simply try again.
    const mayRetry =
      checkout.error instanceof ApiError && RETRYABLE_CHECKOUT_CODES.has(checkout.error.code);
    return (
      <PaymentNotice
        icon={CircleAlert}
        tone="problem"
        title={i18n._('payments.checkoutFailed')}
        actions={
          <>
            {mayRetry && (
              <Button onClick={() => mutate(bookingId, { onSuccess: goToCheckout })}>
                {i18n._('errors.retry')}
              </Button>
            )}
            <ButtonLink to={dashboardBookings} variant="secondary">
              {i18n._('payments.backToDashboard')}
            </ButtonLink>
          </>
        }
      >
        {serverSaid && checkout.error.message && <p role="alert">{checkout.error.message}</p>}
        {facts}
      </PaymentNotice>
    );
  }

  const title = checkout.data
    ? i18n._('payments.redirecting', {
        provider: checkoutProvider(checkout.data.url, window.location.origin),
      })
    : i18n._('payments.preparing');
  return (
    <PaymentNotice icon={LoaderCircle} tone="waiting" title={title} spinning>
      {facts}
    </PaymentNotice>
  );
}
