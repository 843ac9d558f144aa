import { useId } from 'react';
import { inputClasses } from '../../components/ui/Field';
import { i18n } from '../../lib/i18n';
import { dateFieldsHint } from './dateFieldsHint';
import { asPickerText, datePlaceholder } from './pickerDateFormat';
import type { ChosenDates } from './useChosenDates';

export type DateField = 'pickUp' | 'return';

interface DatePickersPlaceholderProps {
  dates: ChosenDates;
  /** Pointing at a field: the calendars' code may be wanted soon. */
  onIntent(): void;
  /** Focusing a field (by keyboard, pointer or touch): the calendars are wanted now. */
  onUse(field: DateField): void;
  /** Focus left the field. */
  onLeave(): void;
}

/** The two date fields as the pickers draw them, at their size and with the days chosen. */
export function DatePickersPlaceholder({
  dates,
  onIntent,
  onUse,
  onLeave,
}: DatePickersPlaceholderProps) {
  const ids = { pickUp: useId(), return: useId() };
  const hintId = useId();
  const fields = [
    { field: 'pickUp', label: i18n._('bookings.pickUp'), value: dates.from },
    { field: 'return', label: i18n._('bookings.return'), value: dates.to },
  ] as const;
  return (
    <fieldset className="booking-dates space-y-2">
      <legend className="sr-only">{i18n._('bookings.datesLegend')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {fields.map(({ field, label, value }) => (
          <div key={field}>
            <label htmlFor={ids[field]} className="mb-1 block text-sm font-medium text-slate-700">
              {label}
            </label>
            <input
              id={ids[field]}
              type="text"
              readOnly
              className={inputClasses}
              placeholder={datePlaceholder()}
              autoComplete="off"
              aria-describedby={hintId}
              value={asPickerText(value)}
              onPointerEnter={onIntent}
              onFocus={() => onUse(field)}
              onBlur={onLeave}
            />
          </div>
        ))}
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {dateFieldsHint()}
      </p>
    </fieldset>
  );
}
