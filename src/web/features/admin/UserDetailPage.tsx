import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messageIds';
import type { AdminReview, AdminUser } from '../../../shared/schemas/admin';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { formatDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useAdminUser, useReinstateUser, useSuspendUser } from './api';
import { BookingRow } from './BookingRow';
import { ListingRow } from './ListingRow';
import { formatCount, QueryView, Row, Rows, Section } from './parts';
import { ReasonDialog } from './ReasonDialog';
import { ReportSummary } from './ReportsPage';
import { UserBadges } from './UsersPage';

function SuspensionActions({ user }: { user: AdminUser }) {
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const [open, setOpen] = useState(false);
  if (user.role === 'admin' || user.deleted) return null;
  const suspended = user.suspendedAt !== null;
  const action = i18n._(suspended ? 'admin.users.reinstate' : 'admin.users.suspend');
  return (
    <>
      <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setOpen(true)}>
        {action}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={
          suspended
            ? i18n._('admin.users.reinstateTitle', { name: user.name })
            : i18n._('admin.users.suspendTitle', { name: user.name })
        }
        description={i18n._(suspended ? 'admin.users.reinstateBody' : 'admin.users.suspendBody')}
        label={i18n._(suspended ? 'admin.note' : 'admin.reason')}
        required={!suspended}
        danger={!suspended}
        confirmLabel={action}
        doneMessage={i18n._(suspended ? 'admin.users.reinstated' : 'admin.users.suspended')}
        submit={(reason) => (suspended ? reinstate : suspend).mutateAsync({ id: user.id, reason })}
      />
    </>
  );
}

/** A part of the person's record; "None" when there is nothing in it. */
function Part<T>({
  title,
  rows,
  children,
}: {
  title: MessageId;
  rows: T[];
  children(row: T): ReactNode;
}) {
  return (
    <Section title={`${i18n._(title)} (${formatCount(rows.length)})`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{i18n._('admin.none')}</p>
      ) : (
        <Rows>{rows.map(children)}</Rows>
      )}
    </Section>
  );
}

function ReviewRow({ review }: { review: AdminReview }) {
  return (
    <Row>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {review.item.title} · {i18n._('admin.users.rating', { rating: review.rating })}
        </p>
        <p className="text-sm break-words text-slate-700">{review.text}</p>
        <p className="text-sm text-slate-500">
          {review.reviewer.name} · {formatDate(review.createdAt)}
        </p>
      </div>
    </Row>
  );
}

export function UserDetailPage() {
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  return (
    <QueryView query={detail}>
      {(data) => (
        <div className="space-y-6">
          <Section title={data.user.name} actions={<SuspensionActions user={data.user} />}>
            <div className="space-y-2">
              <UserBadges user={data.user} />
              <p className="break-all text-slate-700">{data.user.email}</p>
              <p className="text-sm text-slate-500">
                {data.user.city && `${data.user.city} · `}
                {i18n._('admin.users.memberSince', { date: formatDate(data.user.createdAt) })}
              </p>
              {data.user.suspendedAt && data.user.suspensionReason && (
                <Alert tone="error">
                  {i18n._('admin.users.suspendedSince', {
                    date: formatDate(data.user.suspendedAt),
                    reason: data.user.suspensionReason,
                  })}
                </Alert>
              )}
            </div>
          </Section>
          <Part title="admin.listings" rows={data.listings}>
            {(listing) => <ListingRow key={listing.id} listing={listing} />}
          </Part>
          <Part title="admin.users.bookingsAsRenter" rows={data.bookingsAsRenter}>
            {(booking) => <BookingRow key={booking.id} booking={booking} />}
          </Part>
          <Part title="admin.users.bookingsAsOwner" rows={data.bookingsAsOwner}>
            {(booking) => <BookingRow key={booking.id} booking={booking} />}
          </Part>
          <Part title="admin.users.reportsAgainst" rows={data.reportsAgainst}>
            {(report) => (
              <Row key={report.id}>
                <ReportSummary report={report} />
              </Row>
            )}
          </Part>
          <Part title="admin.users.reportsBy" rows={data.reportsBy}>
            {(report) => (
              <Row key={report.id}>
                <ReportSummary report={report} />
              </Row>
            )}
          </Part>
          <Part title="admin.users.reviewsWritten" rows={data.reviewsWritten}>
            {(review) => <ReviewRow key={review.id} review={review} />}
          </Part>
          <Part title="admin.users.reviewsReceived" rows={data.reviewsReceived}>
            {(review) => <ReviewRow key={review.id} review={review} />}
          </Part>
          <Link to="/admin/users" className="text-sm text-emerald-800 hover:underline">
            {i18n._('admin.back')}
          </Link>
        </div>
      )}
    </QueryView>
  );
}
