import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'success' | 'waiting' | 'problem';

const iconTones: Record<Tone, string> = {
  success: 'bg-emerald-100 text-emerald-700',
  waiting: 'bg-sky-100 text-sky-700',
  problem: 'bg-red-100 text-red-700',
};

interface PaymentNoticeProps {
  icon: LucideIcon;
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Spinning icons stand for work in progress. */
  spinning?: boolean;
}

/** The centred card every payment page state uses: what happened, details, where to go next. */
export function PaymentNotice({
  icon: Icon,
  tone,
  title,
  children,
  actions,
  spinning = false,
}: PaymentNoticeProps) {
  return (
    <section className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <span
          className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${iconTones[tone]}`}
        >
          <Icon aria-hidden="true" className={`h-7 w-7 ${spinning ? 'animate-spin' : ''}`} />
        </span>
        {/* Waiting states change their title as work completes; screen readers hear it. */}
        <h1
          aria-live={tone === 'waiting' ? 'polite' : undefined}
          className="mt-5 text-2xl font-bold text-slate-900"
        >
          {title}
        </h1>
        {children && <div className="mt-3 space-y-4 text-slate-600">{children}</div>}
        {actions && (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        )}
      </div>
    </section>
  );
}
