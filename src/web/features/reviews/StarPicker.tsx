import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { RATINGS, type Rating } from '../../../shared/ratings';
import { ratingWord, starChoiceLabel } from './reviewDisplay';

interface StarPickerProps {
  legend: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange(rating: Rating): void;
  onBlur(): void;
  error?: string;
  disabled?: boolean;
}

/**
 * Five real radio buttons drawn as stars: Tab reaches the group, arrow keys move the choice,
 * screen readers hear '4 stars, Very Good'. Hovering previews a choice and its word.
 */
export function StarPicker({ legend, value, onChange, onBlur, error, disabled }: StarPickerProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [previewed, setPreviewed] = useState(0);
  const shown = previewed || value;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex">
          {RATINGS.map((rating) => (
            <label
              key={rating}
              onMouseEnter={() => setPreviewed(rating)}
              onMouseLeave={() => setPreviewed(0)}
              className="relative rounded-md p-1.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                // Invisible but covering the star, so a click or tap lands on the radio itself.
                className="absolute inset-0 cursor-pointer appearance-none opacity-0"
              />
              <span className="sr-only">{starChoiceLabel(rating)}</span>
              <Star
                aria-hidden="true"
                className={`h-8 w-8 transition-colors ${
                  rating <= shown ? 'fill-amber-400 text-amber-400' : 'fill-white text-slate-300'
                }`}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-medium text-slate-700">
          {ratingWord(shown)}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
