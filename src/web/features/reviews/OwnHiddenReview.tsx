import { Lock } from 'lucide-react';
import { formatCalendarDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { useMyReviews } from './api';
import { ReviewCard } from './ReviewList';

/**
 * The signed-in renter's own review of this item while it is still hidden from everyone else:
 * theirs to read, marked with until when it stays hidden.
 */
export function OwnHiddenReview({ itemId }: { itemId: string }) {
  const mine = useMyReviews();
  const hidden = mine.data?.find(
    (review) => review.itemId === itemId && review.type === 'item_review' && !review.visible,
  );
  if (!hidden?.reviewUntil) return null;
  return (
    <div data-testid="own-hidden-review">
      <ReviewCard
        review={hidden}
        note={
          <span className="inline-flex items-start gap-1.5">
            <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {i18n._('reviews.hiddenUntil', {
              name: hidden.ownerName,
              date: formatCalendarDate(hidden.reviewUntil),
            })}
          </span>
        }
      />
    </div>
  );
}
