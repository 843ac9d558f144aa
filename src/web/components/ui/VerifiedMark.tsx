import { BadgeCheck } from 'lucide-react';
import { i18n } from '../../lib/i18n';

/** Shown beside a person's name once they proved they read mail at their address. */
export function VerifiedMark() {
  return (
    <span
      className="inline-flex items-center gap-0.5 rounded-full bg-emerald-50 px-1.5 py-0.5 align-middle text-xs font-medium text-emerald-800"
      title={i18n._('shell.verifiedTitle')}
    >
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
      {i18n._('shell.verified')}
    </span>
  );
}
