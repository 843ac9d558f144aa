import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PageStateProps {
  icon: LucideIcon;
  /** The icon's colour: quiet grey by default, red for a refusal, green for an invitation. */
  iconClassName?: string;
  title: string;
  message: string;
  /** The way out, usually one ButtonLink. */
  action: ReactNode;
}

/** A whole page that explains why there is nothing to show here, and where to go instead. */
export function PageState({
  icon: Icon,
  iconClassName = 'text-slate-400',
  title,
  message,
  action,
}: PageStateProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <Icon aria-hidden="true" className={`h-12 w-12 ${iconClassName}`} />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8">{action}</div>
    </section>
  );
}
