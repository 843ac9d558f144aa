import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { adminTexts } from '../../../shared/adminTexts';
import type { AdminReview, AdminUser } from '../../../shared/schemas/admin';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { formatDate } from '../../lib/format';
import { useAdminUser, useReinstateUser, useSuspendUser } from './api';
import { BookingRow } from './BookingRow';
import { ListingRow } from './ListingRow';
import { QueryView, Row, Rows, Section } from './parts';
import { ReasonDialog } from './ReasonDialog';
import { ReportSummary } from './ReportsPage';
import { UserBadges } from './UsersPage';

const t = adminTexts.users;

function SuspensionActions({ user }: { user: AdminUser }) {
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const [open, setOpen] = useState(false);
  if (user.role === 'admin' || user.deleted) return null;
  const suspended = user.suspendedAt !== null;
  return (
    <>
      <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setOpen(true)}>
        {suspended ? t.reinstate : t.suspend}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={suspended ? t.reinstateTitle(user.name) : t.suspendTitle(user.name)}
        description={suspended ? t.reinstateBody : t.suspendBody}
        label={suspended ? adminTexts.common.note : adminTexts.common.reason}
        required={!suspended}
        danger={!suspended}
        confirmLabel={suspended ? t.reinstate : t.suspend}
        doneMessage={suspended ? t.reinstated : t.suspended}
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
  title: string;
  rows: T[];
  children(row: T): ReactNode;
}) {
  return (
    <Section title={`${title} (${rows.length})`}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{adminTexts.common.none}</p>
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
          {review.item.title} · {review.rating}/5
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
                {t.memberSince} {formatDate(data.user.createdAt)}
              </p>
              {data.user.suspendedAt && data.user.suspensionReason && (
                <Alert tone="error">
                  {t.suspendedSince(formatDate(data.user.suspendedAt))}:{' '}
                  {data.user.suspensionReason}
                </Alert>
              )}
            </div>
          </Section>
          <Part title={t.listings} rows={data.listings}>
            {(listing) => <ListingRow key={listing.id} listing={listing} />}
          </Part>
          <Part title={t.bookingsAsRenter} rows={data.bookingsAsRenter}>
            {(booking) => <BookingRow key={booking.id} booking={booking} />}
          </Part>
          <Part title={t.bookingsAsOwner} rows={data.bookingsAsOwner}>
            {(booking) => <BookingRow key={booking.id} booking={booking} />}
          </Part>
          <Part title={t.reportsAgainst} rows={data.reportsAgainst}>
            {(report) => (
              <Row key={report.id}>
                <ReportSummary report={report} />
              </Row>
            )}
          </Part>
          <Part title={t.reportsBy} rows={data.reportsBy}>
            {(report) => (
              <Row key={report.id}>
                <ReportSummary report={report} />
              </Row>
            )}
          </Part>
          <Part title={t.reviewsWritten} rows={data.reviewsWritten}>
            {(review) => <ReviewRow key={review.id} review={review} />}
          </Part>
          <Part title={t.reviewsReceived} rows={data.reviewsReceived}>
            {(review) => <ReviewRow key={review.id} review={review} />}
          </Part>
          <Link to="/admin/users" className="text-sm text-emerald-800 hover:underline">
            {adminTexts.common.back}
          </Link>
        </div>
      )}
    </QueryView>
  );
}
