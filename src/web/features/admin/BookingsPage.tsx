import { Link, useParams } from 'react-router';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../shared/bookings';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { formatCurrency, formatDate, formatDateRange } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useAdminBooking, useAdminBookings } from './api';
import { BookingBadges, BookingRow, CancelBookingButton } from './BookingRow';
import { PagedList, QueryView, Section, StatusFilter, useListParams } from './parts';

export function BookingsPage() {
  const list = useListParams();
  const status = list.get('status');
  const bookings = useAdminBookings(status, list.page);
  return (
    <PagedList
      filters={
        <StatusFilter
          statuses={BOOKING_STATUSES}
          labels={BOOKING_STATUS_LABELS}
          value={status}
          onChange={(next) => list.set({ status: next })}
          className="sm:w-60"
        />
      }
      query={bookings}
      list={list}
      rowsOf={(data) => data.bookings}
      emptyTitle={i18n._('admin.bookings.empty')}
      renderRow={(booking) => <BookingRow key={booking.id} booking={booking} />}
    />
  );
}

function Fact({ label, children }: { label: MessageId; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-500">{i18n._(label)}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

export function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  return (
    <QueryView query={booking}>
      {({ booking: shown }) => (
        <Section
          title={shown.item.title}
          actions={
            <div className="flex flex-wrap items-center gap-2">
              <BookingBadges booking={shown} />
              <CancelBookingButton booking={shown} />
            </div>
          }
        >
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label="admin.bookings.item">
              <Link to={`/item/${shown.item.id}`} className="text-emerald-800 underline">
                {shown.item.title}
              </Link>
            </Fact>
            <Fact label="admin.bookings.dates">
              {formatDateRange(shown.fromDate, shown.toDate)}
            </Fact>
            <Fact label="admin.bookings.renter">
              <Link to={`/admin/users/${shown.renter.id}`} className="text-emerald-800 underline">
                {shown.renter.name}
              </Link>
            </Fact>
            <Fact label="admin.owner">
              <Link to={`/admin/users/${shown.owner.id}`} className="text-emerald-800 underline">
                {shown.owner.name}
              </Link>
            </Fact>
            <Fact label="admin.bookings.total">{formatCurrency(shown.total)}</Fact>
            <Fact label="admin.bookings.requested">{formatDate(shown.createdAt)}</Fact>
            {shown.cancellationReason && (
              <Fact label="admin.bookings.cancellationReason">{shown.cancellationReason}</Fact>
            )}
          </dl>
        </Section>
      )}
    </QueryView>
  );
}
