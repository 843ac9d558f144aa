import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants';
import { i18n } from '../../lib/i18n';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={i18n._('shell.brandHome')}>
      {/* The mark is a picture, not text, so the link's name can be the name that shows beside it. */}
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-emerald-700" />
        <path d="M11 8h3.5v12.5H22V24H11z" className="fill-white" />
      </svg>
      <span
        className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {APP_NAME}
      </span>
    </Link>
  );
}
