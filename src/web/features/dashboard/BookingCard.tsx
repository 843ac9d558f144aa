import { ImageOff } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { daysBetween } from '../../../shared/calendarDates';
import { type BookingDirection, otherParty } from '../../../shared/dashboard';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { thumbnailUrl } from '../../../shared/images';
import { fullNameOf } from '../../../shared/people';
import type { Booking } from '../../../shared/schemas/bookings';
import { formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { ChargesBreakdown, type MoneyViewer, PaymentBadge, StatusBadge } from '../bookings';
import { ReceiptLink } from '../receipts';
import { BookingActions } from './BookingActions';

// Only cards of paid rentals with a deposit need it: its own chunk, loaded when one is shown.
const DepositPanel = lazy(() =>
  import('../deposits').then((module) => ({ default: module.DepositPanel })),
);

const partyLabels: Record<BookingDirection, MessageId> = {
  renting: 'money.owner',
  lending: 'money.renter',
};
const viewers: Record<BookingDirection, MoneyViewer> = { renting: 'renter', lending: 'owner' };
const directionTags: Record<BookingDirection, MessageId> = {
  renting: 'dashboard.renting',
  lending: 'dashboard.lending',
};

interface BookingCardProps {
  booking: Booking;
  direction: BookingDirection;
  /** In the mixed Overview list, say which side of the booking this is. */
  showDirection?: boolean;
}

export function BookingCard({ booking, direction, showDirection = false }: BookingCardProps) {
  const titleId = useId();
  const party = otherParty(booking, direction);
  const partyName = fullNameOf({ firstName: party.first_name, lastName: party.last_name });
  const days = daysBetween(booking.from_date, booking.to_date);
  const itemPath = `/item/${booking.item_id}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Thumbnail imageUrl={booking.items.image_urls[0]} itemPath={itemPath} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
          <div className="min-w-0">
            {showDirection && (
              <p className="text-xs font-medium tracking-wide text-emerald-700 uppercase">
                {i18n._(directionTags[direction])}
              </p>
            )}
            <h3 id={titleId} className="font-semibold break-words text-slate-900">
              <Link to={itemPath} className="hover:underline focus-visible:underline">
                {booking.items.title}
              </Link>
            </h3>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <StatusBadge status={booking.status} />
            <PaymentBadge booking={booking} />
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_auto_auto] sm:justify-start">
          <Detail
            label={i18n._(partyLabels[direction])}
            value={partyName || i18n._('dashboard.unknownPerson')}
          />
          <Detail
            label={i18n._('money.dates')}
            value={i18n._('money.datesWithLength', {
              dates: formatDateRange(booking.from_date, booking.to_date),
              days,
            })}
          />
          {booking.items.location && (
            <Detail label={i18n._('dashboard.address')} value={booking.items.location} />
          )}
        </dl>
        <ChargesBreakdown booking={booking} viewer={viewers[direction]} compact />
        {booking.status === 'cancelled' && booking.cancellation_reason && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700">
            <span className="font-medium">{i18n._('dashboard.cancellationReason')}</span>{' '}
            {booking.cancellation_reason}
          </p>
        )}
        {booking.charges.deposit > 0 && booking.payment_status !== 'unpaid' && (
          <Suspense fallback={null}>
            <DepositPanel bookingId={booking.id} timeZone={booking.items.time_zone} />
          </Suspense>
        )}
        {booking.payment_status !== 'unpaid' && (
          <ReceiptLink bookingId={booking.id} itemTitle={booking.items.title} />
        )}
        <BookingActions booking={booking} direction={direction} />
      </div>
    </article>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-500">{label}:</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  );
}

/** Decorative: the title beside it is the link that names the item for keyboard and screen readers. */
function Thumbnail({ imageUrl, itemPath }: { imageUrl: string | undefined; itemPath: string }) {
  return (
    <Link
      to={itemPath}
      tabIndex={-1}
      aria-hidden="true"
      className="h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:h-24 sm:w-24"
    >
      {imageUrl ? (
        <img
          src={thumbnailUrl(imageUrl)}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover"
        />
      ) : (
        <span className="flex h-full items-center justify-center text-slate-400">
          <ImageOff className="h-6 w-6" />
        </span>
      )}
    </Link>
  );
}

export function BookingCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="booking-skeleton"
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="h-16 w-16 shrink-0 animate-pulse rounded-xl bg-slate-200 sm:h-24 sm:w-24" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
