import { Lock, SearchX, UserRound } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { RenterReviewTarget } from '../../../shared/schemas/renterReviews';
import { Alert } from '../../components/ui/Alert';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { LoadingScreen } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { formatCalendarDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useRenterReviewTarget } from './api';
import { RentalPeriodBar } from './RentalPeriodBar';
import { ReviewForm } from './ReviewForm';
import { ReviewCard } from './ReviewList';

/** /review-renter/:bookingId — the owner's review of a finished rental's renter. */
export function ReviewRenterPage() {
  const { bookingId = '' } = useParams();
  const navigate = useNavigate();
  const target = useRenterReviewTarget(bookingId);
  useDocumentTitle(i18n._('reviews.reviewRenterTitle'));

  if (target.isPending) return <LoadingScreen />;
  if (target.error) {
    const refused = target.error instanceof ApiError && [403, 404].includes(target.error.status);
    return (
      <PageState
        icon={SearchX}
        title={refused ? i18n._('reviews.unableTitle') : i18n._('reviews.renterLoadFailed')}
        message={refused ? target.error.message : i18n._('reviews.renterLoadFailed')}
        action={
          <ButtonLink to="/dashboard?tab=incoming" size="lg">
            {i18n._('reviews.backToDashboard')}
          </ButtonLink>
        }
      />
    );
  }
  const rental = target.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{i18n._('reviews.reviewRenterTitle')}</h1>
      </header>
      <RentalSummary rental={rental} />
      <section
        aria-labelledby="renter-review-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="renter-review-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {rental.renterName}
        </h2>
        {rental.review ? (
          <ReviewCard
            review={rental.review}
            note={
              rental.review.reviewUntil && (
                <span className="inline-flex items-start gap-1.5">
                  <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {i18n._('reviews.hiddenUntil', {
                    name: rental.renterName,
                    date: formatCalendarDate(rental.review.reviewUntil),
                  })}
                </span>
              )
            }
          />
        ) : rental.open ? (
          <ReviewForm
            kind="renter"
            itemId={rental.itemId}
            bookingId={rental.bookingId}
            reviewUntil={rental.reviewUntil}
            labelledBy="renter-review-heading"
            onSubmitted={() => navigate('/dashboard?tab=incoming')}
          />
        ) : (
          <Alert tone="info">{rental.closedReason}</Alert>
        )}
      </section>
    </div>
  );
}

function RentalSummary({ rental }: { rental: RenterReviewTarget }) {
  return (
    <section
      aria-label={i18n._('reviews.renterSummaryLabel')}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="space-y-2 p-5 sm:p-6">
        <h2 className="text-lg font-semibold break-words text-slate-900 sm:text-xl">
          <Link to={`/item/${rental.itemId}`} className="hover:underline focus-visible:underline">
            {rental.itemTitle}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <UserRound aria-hidden="true" className="h-4 w-4" />
          <Link
            to={`/users/${rental.renterId}`}
            className="font-medium text-slate-900 hover:text-emerald-700 hover:underline"
          >
            {i18n._('reviews.renterLine', { name: rental.renterName })}
          </Link>
        </p>
      </div>
      <RentalPeriodBar fromDate={rental.fromDate} toDate={rental.toDate} />
    </section>
  );
}
