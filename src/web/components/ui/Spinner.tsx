import { LoaderCircle } from 'lucide-react';
import { i18n } from '../../lib/i18n';

export function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** Full-area loading state with a visible label, as shown while the signed-in state loads. */
export function LoadingScreen({ label }: { label?: string }) {
  return (
    <output className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="h-8 w-8 text-emerald-700" />
      <span>{label ?? i18n._('shell.loading')}</span>
    </output>
  );
}
