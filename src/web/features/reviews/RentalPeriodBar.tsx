import { CalendarDays } from 'lucide-react';
import { formatCalendarDate } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { StatusBadge } from '../bookings';

/** The foot of a review screen's summary card: the finished rental's dates and its status. */
export function RentalPeriodBar({ fromDate, toDate }: { fromDate: string; toDate: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 bg-slate-50 px-5 py-3 sm:px-6">
      <div className="flex items-start gap-2">
        <CalendarDays aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {i18n._('reviews.rentalPeriod')}
          </p>
          <p className="text-sm font-medium text-slate-900">
            <span className="whitespace-nowrap">{formatCalendarDate(fromDate)}</span> –{' '}
            <span className="whitespace-nowrap">{formatCalendarDate(toDate)}</span>
          </p>
        </div>
      </div>
      <StatusBadge status="completed" />
    </div>
  );
}
