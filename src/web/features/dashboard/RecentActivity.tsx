import { CalendarX } from 'lucide-react';
import { RECENT_ACTIVITY_SHOWN } from '../../../shared/bookings';
import { recentActivity } from '../../../shared/dashboard';
import type { Booking } from '../../../shared/schemas/bookings';
import { EmptyState } from '../../components/ui/EmptyState';
import { i18n } from '../../lib/i18n';
import { BookingCard } from './BookingCard';
import { BookingListSkeleton } from './BookingsTab';

/** The Overview's newest bookings from both sides, each saying whether the user rents or lends. */
export function RecentActivity({
  asRenter,
  asOwner,
  loading,
}: {
  asRenter: Booking[];
  asOwner: Booking[];
  loading: boolean;
}) {
  const entries = recentActivity(asRenter, asOwner);
  return (
    <section aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="text-lg font-semibold text-slate-900">
        {i18n._('dashboard.recentActivity')}
      </h2>
      <div className="mt-3">
        {loading ? (
          <BookingListSkeleton count={RECENT_ACTIVITY_SHOWN} />
        ) : entries.length === 0 ? (
          <EmptyState icon={CalendarX} title={i18n._('bookings.noBookings')} />
        ) : (
          <div className="space-y-4">
            {entries.map(({ booking, direction }) => (
              <BookingCard key={booking.id} booking={booking} direction={direction} showDirection />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
