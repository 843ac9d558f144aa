import { BadgeCheck } from 'lucide-react';

/** Shown beside a person's name once they proved they read mail at their address. */
export function VerifiedMark() {
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded-full bg-emerald-50 px-1.5 py-0.5 align-middle text-xs font-medium text-emerald-800"
      title="Email address verified"
    >
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      Verified
    </span>
  );
}
