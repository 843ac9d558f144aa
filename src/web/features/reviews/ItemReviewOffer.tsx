import { Info, PenLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { i18n } from '../../lib/i18n';
import { useReviewEligibility } from './api';
import { reviewOffer } from './reviewAccess';

// Only renters with a finished rental see the form: its code is not part of every item page.
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

interface ItemReviewOfferProps {
  itemId: string;
  isOwner: boolean;
  onReviewed(): void;
}

/** For a signed-in viewer: the review form when they may review, else why they cannot yet. */
export function ItemReviewOffer({ itemId, isOwner, onReviewed }: ItemReviewOfferProps) {
  const eligibility = useReviewEligibility(itemId, !isOwner);
  const offer = reviewOffer({ signedIn: true, isOwner, eligibility: eligibility.data });
  const [booking] = eligibility.data?.eligibleBookings ?? [];

  if (offer === 'afterRental') {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {i18n._('reviews.afterRental')}
      </p>
    );
  }
  if (offer !== 'form' || !booking) return null;
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50/40 p-5">
      <h3
        id="write-review-heading"
        className="mb-4 flex items-center gap-2 font-semibold text-slate-900"
      >
        <PenLine aria-hidden="true" className="h-4 w-4 text-emerald-700" />
        {i18n._('reviews.writeReview')}
      </h3>
      <Suspense fallback={<Spinner className="mx-auto h-6 w-6 text-emerald-700" />}>
        <ReviewForm
          itemId={itemId}
          bookingId={booking.id}
          reviewUntil={booking.review_until}
          onSubmitted={onReviewed}
          labelledBy="write-review-heading"
        />
      </Suspense>
    </div>
  );
}
