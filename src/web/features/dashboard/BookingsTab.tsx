import { CalendarX, Inbox } from 'lucide-react';
import type { BookingDirection } from '../../../shared/dashboard';
import type { Booking } from '../../../shared/schemas/bookings';
import { Button, ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { i18n } from '../../lib/i18n';
import { BookingCard, BookingCardSkeleton } from './BookingCard';
import type { MoreBookings } from './bookingsApi';

const SKELETON_COUNT = 3;
// Placeholders never reorder, but React still wants keys that are not array positions.
const SKELETON_KEYS = Array.from({ length: 10 }, (_, index) => `booking-skeleton-${index}`);

export function BookingListSkeleton({ count = SKELETON_COUNT }: { count?: number }) {
  return (
    <div className="space-y-4">
      <output className="sr-only">{i18n._('dashboard.loadingBookings')}</output>
      {SKELETON_KEYS.slice(0, count).map((key) => (
        <BookingCardSkeleton key={key} />
      ))}
    </div>
  );
}

/** 'My Bookings' (renting) or 'Incoming Bookings' (lending); a failed load shows as empty. */
export function BookingsTab({
  bookings,
  direction,
  loading,
  more,
}: {
  bookings: Booking[];
  direction: BookingDirection;
  loading: boolean;
  more: MoreBookings;
}) {
  if (loading) return <BookingListSkeleton />;
  if (bookings.length === 0) {
    return direction === 'renting' ? (
      <EmptyState icon={CalendarX} title={i18n._('bookings.noBookings')}>
        <ButtonLink to="/listings" variant="secondary">
          {i18n._('shell.browse')}
        </ButtonLink>
      </EmptyState>
    ) : (
      <EmptyState icon={Inbox} title={i18n._('bookings.noIncoming')} />
    );
  }
  return (
    <div className="space-y-4">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} direction={direction} />
      ))}
      {more.hasMore && (
        <div className="flex justify-center pt-2">
          <Button variant="secondary" onClick={more.loadMore} disabled={more.loadingMore}>
            {i18n._(more.loadingMore ? 'dashboard.loadingMore' : 'dashboard.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
