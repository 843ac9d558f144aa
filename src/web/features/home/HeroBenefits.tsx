import { HandCoins, type LucideIcon, PiggyBank, Users } from 'lucide-react';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';

const benefits: { title: MessageId; text: MessageId; Icon: LucideIcon }[] = [
  { title: 'home.save', text: 'home.saveText', Icon: PiggyBank },
  { title: 'home.earn', text: 'home.earnText', Icon: HandCoins },
  { title: 'home.meet', text: 'home.meetText', Icon: Users },
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
            <span className="block font-semibold">{i18n._(title)}</span>
            <span className="block text-sm text-emerald-50">{i18n._(text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
