import { Clock } from 'lucide-react';
import { formatCalendarDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';

/** Until when a rental can be reviewed, and that neither side sees the other's review first. */
export function ReviewWindowNote({ reviewUntil }: { reviewUntil: string }) {
  return (
    <p
      data-testid="review-window"
      className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <strong className="font-semibold">
          {i18n._('reviews.deadline', { date: formatCalendarDate(reviewUntil) })}
        </strong>{' '}
        {i18n._('reviews.blindRule')}
      </span>
    </p>
  );
}
