/** Above this the badge shows '99+': the exact number stops mattering and would not fit. */
const BADGE_MAX = 99;

/** A count pill; the number is read out by the label of what it sits on. */
export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-none font-semibold text-white ${className}`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}
