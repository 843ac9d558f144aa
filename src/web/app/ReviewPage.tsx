import { SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Item } from '../../shared/schemas/items';
import type { EligibleBooking } from '../../shared/schemas/reviews';
import { ButtonLink } from '../components/ui/Button';
import { PageState } from '../components/ui/PageState';
import { LoadingScreen } from '../components/ui/Spinner';
import { useAuth } from '../features/auth';
import { useItem } from '../features/items';
import { useReviewEligibility } from '../features/reviews/api';
import { loadedFrom } from '../features/reviews/loadedFrom';
import { ReviewedItemSummary } from '../features/reviews/ReviewedItemSummary';
import { ReviewForm } from '../features/reviews/ReviewForm';
import { reviewPageOutcome } from '../features/reviews/reviewAccess';
import { i18n } from '../lib/i18n';
import { toast } from '../lib/toast';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** /review/:itemId — behind the sign-in guard, so a user is always there. */
export function ReviewPage() {
  const { itemId = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const item = useItem(itemId);
  const eligibility = useReviewEligibility(itemId);
  // After submitting, the refetched eligibility says 'already reviewed': that is no reason to leave.
  const [submitted, setSubmitted] = useState(false);
  const redirectedFrom = useRef<string>(undefined);
  useDocumentTitle(i18n._('reviews.writeReview'));

  const outcome = reviewPageOutcome({
    itemId,
    userId: auth.user?.id ?? '',
    item: loadedFrom(item),
    eligibility: loadedFrom(eligibility),
  });

  useEffect(() => {
    // Strict mode runs effects twice; one visit must say it once.
    if (outcome.kind !== 'redirect' || submitted || redirectedFrom.current === itemId) return;
    redirectedFrom.current = itemId;
    const show = outcome.tone === 'info' ? toast.info : toast.error;
    show(outcome.message, { id: outcome.message });
    navigate(outcome.to, { replace: true });
  }, [outcome, submitted, navigate, itemId]);

  if (outcome.kind === 'unable') return <UnableToReview />;
  if (outcome.kind !== 'ready' || !item.data) return <LoadingScreen />;
  return (
    <ReviewScreen
      item={item.data}
      booking={outcome.booking}
      onSubmitted={() => {
        setSubmitted(true);
        navigate(`/item/${itemId}`);
      }}
    />
  );
}

interface ReviewScreenProps {
  item: Item;
  booking: EligibleBooking;
  onSubmitted(): void;
}

function ReviewScreen({ item, booking, onSubmitted }: ReviewScreenProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{i18n._('reviews.writeReview')}</h1>
        <p className="mt-1 text-slate-600">{i18n._('reviews.pageIntro')}</p>
      </header>
      <ReviewedItemSummary item={item} booking={booking} />
      <section
        aria-labelledby="review-form-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="review-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {i18n._('reviews.shareExperience')}
        </h2>
        <ReviewForm
          itemId={item.id}
          bookingId={booking.id}
          reviewUntil={booking.review_until}
          onSubmitted={onSubmitted}
          labelledBy="review-form-heading"
        />
      </section>
    </div>
  );
}

function UnableToReview() {
  return (
    <PageState
      icon={SearchX}
      title={i18n._('reviews.unableTitle')}
      message={i18n._('reviews.unableBody')}
      action={
        <ButtonLink to="/listings" size="lg">
          {i18n._('shell.browse')}
        </ButtonLink>
      }
    />
  );
}
