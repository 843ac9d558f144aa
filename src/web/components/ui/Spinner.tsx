import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'h-6 w-6' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** Full-area loading state with a visible label, as shown while the signed-in state loads. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <output className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="h-8 w-8 text-emerald-700" />
      <span>{label}</span>
    </output>
  );
}
