import { useSearchParams } from 'react-router';
import { type CalendarDate, isCalendarDate } from '../../../shared/calendarDates';

export interface ChosenDates {
  from?: CalendarDate;
  to?: CalendarDate;
}

const calendarDateOrNothing = (value: string | null) =>
  value && isCalendarDate(value) ? value : undefined;

/**
 * The renter's dates live in the page address (?from=…&to=…), so they survive a reload and
 * the trip through /login that a signed-out visitor takes before booking.
 */
export function useChosenDates(): [ChosenDates, (dates: ChosenDates) => void] {
  const [params, setParams] = useSearchParams();
  const dates = {
    from: calendarDateOrNothing(params.get('from')),
    to: calendarDateOrNothing(params.get('to')),
  };
  const choose = (next: ChosenDates) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['from', 'to'] as const) {
          const value = next[key];
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [dates, choose];
}
