import { Link } from 'react-router';
import { APP_NAME } from '../../../shared/constants';

export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={`${APP_NAME} home`}>
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-emerald-700 text-lg font-bold text-white">
        L
      </span>
      <span
        className={`text-xl font-bold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {APP_NAME}
      </span>
    </Link>
  );
}
