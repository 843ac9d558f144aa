import { CalendarCheck, Handshake, Search, Star } from 'lucide-react';

const steps = [
  {
    title: 'Find it nearby',
    text: 'Search items listed by neighbours in your area.',
    Icon: Search,
  },
  {
    title: 'Book your dates',
    text: 'Pick a start and end date and send a request to the owner.',
    Icon: CalendarCheck,
  },
  {
    title: 'Pay and pick up',
    text: 'Pay securely by card, chat with the owner and collect the item.',
    Icon: Handshake,
  },
  { title: 'Return and review', text: 'Bring it back and rate your experience.', Icon: Star },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="how-heading" className="text-center text-3xl font-bold text-slate-900">
        How it works
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <span className="text-sm font-semibold text-emerald-700">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
