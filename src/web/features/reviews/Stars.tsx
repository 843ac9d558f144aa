import { Star } from 'lucide-react';
import { MAX_RATING, RATINGS } from '../../../shared/ratings';

interface StarsProps {
  /** How many of the five are filled. */
  filled: number;
  /** What the row stands for, read instead of five separate icons. */
  label: string;
  className?: string;
}

/** A read-only row of five stars. */
export function Stars({ filled, label, className = 'h-4 w-4' }: StarsProps) {
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 items-center gap-0.5">
      {RATINGS.map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={`${className} ${
            position <= Math.min(filled, MAX_RATING)
              ? 'fill-amber-400 text-amber-400'
              : 'fill-slate-200 text-slate-200'
          }`}
        />
      ))}
    </span>
  );
}
