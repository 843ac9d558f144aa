import { CalendarCheck, Handshake, type LucideIcon, Search, Star } from 'lucide-react';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';

const steps: { title: MessageId; text: MessageId; Icon: LucideIcon }[] = [
  { title: 'home.find', text: 'home.findText', Icon: Search },
  { title: 'home.book', text: 'home.bookText', Icon: CalendarCheck },
  { title: 'home.pay', text: 'home.payText', Icon: Handshake },
  { title: 'home.return', text: 'home.returnText', Icon: Star },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="how-heading" className="text-center text-3xl font-bold text-slate-900">
        {i18n._('home.how')}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span className="text-sm font-semibold text-emerald-700">
                {i18n._('home.step', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900">{i18n._(title)}</h3>
            <p className="mt-1 text-sm text-slate-600">{i18n._(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
