import { HandCoins, PiggyBank, Users } from 'lucide-react';

const benefits = [
  {
    title: 'Save money',
    text: 'Rent for the day instead of buying for a lifetime.',
    Icon: PiggyBank,
  },
  { title: 'Earn from what you own', text: 'Your idle things pay their way.', Icon: HandCoins },
  { title: 'Meet your neighbours', text: 'Every rental is a local hand-off.', Icon: Users },
];

export function HeroBenefits() {
  return (
    <ul className="hidden space-y-4 rounded-3xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur lg:col-span-2 lg:block">
      {benefits.map(({ title, text, Icon }) => (
        <li key={title} className="flex items-start gap-4 rounded-2xl bg-white/10 p-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white text-emerald-700">
            <Icon aria-hidden="true" className="h-5 w-5" />
          </span>
          <span>
            <span className="block font-semibold">{title}</span>
            <span className="block text-sm text-emerald-50">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
