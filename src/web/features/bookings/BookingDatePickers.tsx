import { useEffect, useId, useMemo, useRef } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './datePicker.css';
import {
  type BookedRange,
  type DaySpan,
  latestReturnDay,
  unavailablePickUpDays,
  unavailableReturnDays,
} from '../../../shared/bookedRanges';
import { type CalendarDate, fromLocalDate, toLocalDate } from '../../../shared/calendarDates';
import {
  type BookingBounds,
  earliestReturnByRules,
  earliestStart,
  latestReturnByRules,
  latestStart,
  type RentalRules,
} from '../../../shared/rentalRules';
import { inputClasses } from '../../components/ui/Field';
import { i18n } from '../../lib/i18n';
import { locale } from '../../lib/locale';
import type { DateField } from './DatePickersPlaceholder';
import { dateFieldsHint } from './dateFieldsHint';
import { datePickerLocaleFor } from './datePickerLocale';
import { DATE_FORMAT, datePlaceholder } from './pickerDateFormat';
import type { ChosenDates } from './useChosenDates';

/** The calendars speak the page's language. */
const datePickerLocale = datePickerLocaleFor(locale);

const asLocalSpans = (spans: DaySpan[]) =>
  spans.map((span) => ({ start: toLocalDate(span.start), end: toLocalDate(span.end) }));

const asLocalDate = (date: CalendarDate | undefined) => (date ? toLocalDate(date) : null);

interface BookingDatePickersProps {
  /** Today where the item is: the first day a rental may start, before any notice. */
  today: CalendarDate;
  dates: ChosenDates;
  bookedRanges: readonly BookedRange[];
  /** The owner's rules: the notice moves the first day, the lengths bound the return day. */
  rules: RentalRules;
  /** The marketplace's bounds: the last pick-up day, and the longest rental. */
  bounds: BookingBounds;
  onChange(dates: ChosenDates): void;
  /** The field in use when the pickers' code arrived, if any: it keeps the focus. */
  focusOnMount?: DateField;
}

/** Pick-up and return pickers over half-open ranges: the item is back, and free, on the return day. */
export function BookingDatePickers({
  today,
  dates,
  bookedRanges,
  rules,
  bounds,
  onChange,
  focusOnMount,
}: BookingDatePickersProps) {
  const pickUpId = useId();
  const returnId = useId();
  const hintId = useId();
  const returnPicker = useRef<DatePicker>(null);
  const openReturnNext = useRef(false);
  const firstPickUp = earliestStart(today, rules);
  const excluded = useMemo(
    () => ({
      pickUp: asLocalSpans(unavailablePickUpDays(bookedRanges)),
      return: asLocalSpans(unavailableReturnDays(bookedRanges)),
    }),
    [bookedRanges],
  );

  // Choosing the pick-up day leads straight on to the return day. The return picker opens only
  // once it has re-rendered with the new day as its minimum, so it starts on a choosable day.
  useEffect(() => {
    if (!dates.from || !openReturnNext.current) return;
    openReturnNext.current = false;
    returnPicker.current?.setOpen(true);
  }, [dates.from]);

  // The earlier of the next taken day and the longest rental allowed.
  const latestReturn = dates.from
    ? [latestReturnDay(dates.from, bookedRanges), latestReturnByRules(dates.from, rules, bounds)]
        .filter((day): day is CalendarDate => day !== undefined)
        .sort()[0]
    : undefined;
  const shared = {
    dateFormat: DATE_FORMAT,
    locale: datePickerLocale,
    placeholderText: datePlaceholder(),
    chooseDayAriaLabelPrefix: i18n._('bookings.picker.choose'),
    disabledDayAriaLabelPrefix: i18n._('bookings.picker.notAvailable'),
    // The buttons' visible text and their names are separate settings of the calendar's.
    previousMonthButtonLabel: i18n._('bookings.picker.previousMonth'),
    previousMonthAriaLabel: i18n._('bookings.picker.previousMonth'),
    nextMonthButtonLabel: i18n._('bookings.picker.nextMonth'),
    nextMonthAriaLabel: i18n._('bookings.picker.nextMonth'),
    monthAriaLabelPrefix: i18n._('bookings.picker.month'),
    startDate: asLocalDate(dates.from),
    endDate: asLocalDate(dates.to),
    className: inputClasses,
    calendarClassName: 'booking-dates-calendar',
    popperClassName: 'booking-dates-popper',
    autoComplete: 'off',
    ariaDescribedBy: hintId,
    // Both chosen days stay marked in both calendars, even where one is not choosable there.
    dayClassName: (day: Date) => {
      const date = fromLocalDate(day);
      return date === dates.from || date === dates.to ? 'booking-dates-chosen' : '';
    },
  };

  return (
    <fieldset className="booking-dates space-y-2">
      <legend className="sr-only">{i18n._('bookings.datesLegend')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={pickUpId} className="mb-1 block text-sm font-medium text-slate-700">
            {i18n._('bookings.pickUp')}
          </label>
          <DatePicker
            {...shared}
            id={pickUpId}
            autoFocus={focusOnMount === 'pickUp'}
            selected={asLocalDate(dates.from)}
            selectsStart
            minDate={toLocalDate(firstPickUp)}
            maxDate={toLocalDate(latestStart(today, bounds))}
            excludeDateIntervals={excluded.pickUp}
            popperPlacement="bottom-start"
            onChange={(date: Date | null) => {
              const from = date ? fromLocalDate(date) : undefined;
              onChange({ ...dates, from });
              openReturnNext.current = Boolean(from && !dates.to);
            }}
          />
        </div>
        <div>
          <label htmlFor={returnId} className="mb-1 block text-sm font-medium text-slate-700">
            {i18n._('bookings.return')}
          </label>
          <DatePicker
            {...shared}
            ref={returnPicker}
            id={returnId}
            autoFocus={focusOnMount === 'return'}
            selected={asLocalDate(dates.to)}
            selectsEnd
            minDate={toLocalDate(earliestReturnByRules(dates.from ?? firstPickUp, rules))}
            maxDate={latestReturn ? toLocalDate(latestReturn) : undefined}
            excludeDateIntervals={excluded.return}
            popperPlacement="bottom-end"
            onChange={(date: Date | null) =>
              onChange({ ...dates, to: date ? fromLocalDate(date) : undefined })
            }
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {dateFieldsHint()}
      </p>
    </fieldset>
  );
}
