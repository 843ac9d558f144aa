import { Clock } from 'lucide-react';
import { reviewTexts } from '../../../shared/reviewTexts';

/** Until when a rental can be reviewed, and that neither side sees the other's review first. */
export function ReviewWindowNote({ reviewUntil }: { reviewUntil: string }) {
  return (
    <p
      data-testid="review-window"
      className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong className="font-semibold">{reviewTexts.deadline(reviewUntil)}</strong>{' '}
        {reviewTexts.blindRule}
      </span>
    </p>
  );
}
