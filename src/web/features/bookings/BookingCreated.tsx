import { CreditCard, LayoutDashboard } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Booking } from '../../../shared/schemas/bookings';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { paymentPath } from '../../lib/paymentPath';

/** After booking: pay straight away, or later from the dashboard as the spec's message says. */
export function BookingCreated({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  return (
    <div className="space-y-3">
      <Alert tone="success">{i18n._('bookings.created')}</Alert>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Button onClick={() => navigate(paymentPath(booking), { state: { booking } })}>
          <CreditCard aria-hidden="true" className="h-4 w-4" />
          {i18n._('bookings.payNow')}
        </Button>
        <ButtonLink to="/dashboard?tab=bookings" variant="secondary">
          <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
          {i18n._('bookings.myBookings')}
        </ButtonLink>
      </div>
    </div>
  );
}
