import { useRef, useState } from 'react';
import type { BookedRange } from '../../../shared/bookedRanges';
import type { CalendarDate } from '../../../shared/calendarDates';
import type { BookingBounds, RentalRules } from '../../../shared/rentalRules';
import type { BookingDatePickers } from './BookingDatePickers';
import { type DateField, DatePickersPlaceholder } from './DatePickersPlaceholder';
import type { ChosenDates } from './useChosenDates';

const loadPickers = () => import('./BookingDatePickers');
/** Fetched ahead of use; a failed download is tried again by the use itself. */
const prefetchPickers = () => loadPickers().catch(() => undefined);

interface LoadedPickers {
  Pickers: typeof BookingDatePickers;
  focusOnMount?: DateField;
}

interface BookingDatesProps {
  /** Today where the item is: the first day a rental may start, before any notice. */
  today: CalendarDate;
  dates: ChosenDates;
  bookedRanges: readonly BookedRange[];
  rules: RentalRules;
  bounds: BookingBounds;
  onChange(dates: ChosenDates): void;
}

/**
 * The rental dates. The calendars and their date library would be a fifth of the item page's
 * first-load script, so plain fields stand in for them until one is first used (pointing at
 * one starts the download). The swap waits for the code to arrive and happens in one step,
 * handing the focus straight from the field in use to its picker.
 */
export function BookingDates({
  today,
  dates,
  bookedRanges,
  rules,
  bounds,
  onChange,
}: BookingDatesProps) {
  const [loaded, setLoaded] = useState<LoadedPickers>();
  const focused = useRef<DateField | undefined>(undefined);

  const use = (field: DateField) => {
    focused.current = field;
    loadPickers().then(
      (module) =>
        setLoaded(
          (current) =>
            current ?? { Pickers: module.BookingDatePickers, focusOnMount: focused.current },
        ),
      // Not arrived (the connection dropped): the fields stay, and the next use tries again.
      () => undefined,
    );
  };

  if (loaded) {
    const { Pickers, focusOnMount } = loaded;
    return (
      <Pickers
        today={today}
        dates={dates}
        bookedRanges={bookedRanges}
        rules={rules}
        bounds={bounds}
        onChange={onChange}
        focusOnMount={focusOnMount}
      />
    );
  }
  return (
    <DatePickersPlaceholder
      dates={dates}
      onIntent={() => void prefetchPickers()}
      onUse={use}
      onLeave={() => {
        focused.current = undefined;
      }}
    />
  );
}
