import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { LoadingScreen } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useLocalCheckoutSession } from './api';
import { CardPaymentForm } from './CardPaymentForm';

/**
 * The local provider's hosted checkout: a standalone page, outside the app's layout and sign-in,
 * playing the part of Stripe's. The unguessable session id is what grants access.
 */
export function LocalCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useLocalCheckoutSession(sessionId);
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);
  useDocumentTitle(i18n._('payments.checkoutTitle'));

  let body: React.ReactNode;
  if (session.isPending) body = <LoadingScreen label={i18n._('payments.loadingCheckout')} />;
  else if (session.isError) {
    const unknown = session.error instanceof ApiError && session.error.status === 404;
    body = (
      <ClosedCheckout
        message={i18n._(unknown ? 'payments.sessionNotFound' : 'payments.checkoutFailed')}
      />
    );
  } else if (closedMeanwhile || session.data.status !== 'open') {
    body = <ClosedCheckout message={i18n._('payments.sessionClosed')} />;
  } else {
    const { data } = session;
    body = (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
        <header className="border-b border-slate-100 bg-slate-50 px-6 py-5">
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
            {i18n._('payments.testCheckout')}
          </p>
          <h1 className="mt-2 break-words text-slate-700">{data.description}</h1>
          <p className="mt-1 text-3xl font-bold text-slate-900">{formatCurrency(data.amount)}</p>
          {data.deposit !== null && (
            <div className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              <p className="font-medium">
                {i18n._('payments.depositHold', { amount: formatCurrency(data.deposit) })}
              </p>
              <p className="mt-0.5 text-emerald-800">{i18n._('payments.depositHoldNote')}</p>
            </div>
          )}
        </header>
        <div className="space-y-5 px-6 py-6">
          <CardPaymentForm session={data} onClosed={() => setClosedMeanwhile(true)} />
          <p className="text-center">
            <a href={data.cancelUrl} className="text-sm font-medium text-slate-600 hover:underline">
              {i18n._('payments.cancelAndReturn')}
            </a>
          </p>
        </div>
      </div>
    );
  }

  return (
    <main className="min-h-screen bg-slate-100 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        {body}
        <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-slate-600">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          {i18n._('payments.testPaymentsNote')}
        </p>
      </div>
    </main>
  );
}

function ClosedCheckout({ message }: { message: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
      <CircleAlert aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">
        {i18n._('payments.unavailable')}
      </h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <ButtonLink to="/dashboard?tab=bookings" className="mt-6">
        {i18n._('payments.goToDashboard')}
      </ButtonLink>
    </div>
  );
}
