import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, LayoutDashboard } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { PaymentSessionStatus } from '../../../shared/schemas/payments';
import { ButtonLink } from '../../components/ui/Button';
import { SignInRequired } from '../../components/ui/SignInRequired';
import { LoadingScreen } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { bookingKeys } from '../../lib/queryKeys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useItem } from '../items';
import { usePaymentSession } from './api';
import { BookingFacts } from './BookingFacts';
import { PaymentNotice } from './PaymentNotice';
import { paymentOutcome } from './paymentOutcome';

/** Where the provider sends the renter back: the result of one checkout session. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const auth = useAuth();
  useDocumentTitle(i18n._('payments.resultTitle'));
  if (!sessionId) return <CheckoutFailed />;
  if (auth.status === 'loading') return <LoadingScreen />;
  if (auth.status === 'signedOut') {
    return (
      <SignInRequired title={i18n._('payments.signInTitle')} message={i18n._('auth.required')} />
    );
  }
  return <PaymentResult sessionId={sessionId} />;
}

function CheckoutFailed() {
  return (
    <PaymentNotice
      icon={CircleAlert}
      tone="problem"
      title={i18n._('payments.checkoutFailed')}
      actions={<DashboardLink />}
    />
  );
}

function DashboardLink({ primary = false }: { primary?: boolean }) {
  return (
    <ButtonLink to="/dashboard?tab=bookings" variant={primary ? 'primary' : 'secondary'}>
      <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
      {i18n._('payments.viewBookings')}
    </ButtonLink>
  );
}

function PaymentResult({ sessionId }: { sessionId: string }) {
  const { session, stillPolling } = usePaymentSession(sessionId);
  const queryClient = useQueryClient();
  const outcome = session.data && paymentOutcome(session.data);

  useEffect(() => {
    if (outcome === 'confirmed') queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  }, [outcome, queryClient]);

  if (session.isPending) return <LoadingScreen label={i18n._('payments.checking')} />;
  if (session.isError) return <CheckoutFailed />;

  const { data } = session;
  const actions = (
    <>
      <DashboardLink primary={outcome === 'confirmed'} />
      <ButtonLink to={`/item/${data.metadata.itemId}`} variant="secondary">
        {i18n._('payments.backToItem')}
      </ButtonLink>
    </>
  );

  if (outcome === 'confirmed') {
    return (
      <PaymentNotice
        icon={CircleCheck}
        tone="success"
        title={i18n._('payments.successTitle')}
        actions={actions}
      >
        <p>{i18n._('payments.successBody')}</p>
        <SessionFacts session={data} />
      </PaymentNotice>
    );
  }
  if (outcome === 'failed') {
    return (
      <PaymentNotice
        icon={CircleAlert}
        tone="problem"
        title={i18n._('payments.notCompleted')}
        actions={actions}
      >
        <p>{i18n._('payments.failed')}</p>
        <SessionFacts session={data} />
      </PaymentNotice>
    );
  }
  return (
    <PaymentNotice
      icon={Clock}
      tone="waiting"
      title={i18n._('payments.processing')}
      actions={actions}
    >
      <p>{i18n._(stillPolling ? 'payments.pending' : 'payments.stillProcessing')}</p>
      <SessionFacts session={data} />
    </PaymentNotice>
  );
}

function SessionFacts({ session }: { session: PaymentSessionStatus }) {
  const item = useItem(session.metadata.itemId);
  return (
    <BookingFacts
      itemTitle={item.data?.title}
      fromDate={session.metadata.fromDate}
      toDate={session.metadata.toDate}
      amount={session.amount}
    />
  );
}
