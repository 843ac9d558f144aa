import { MessageCircleOff } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { ButtonLink } from '../../components/ui/Button';

/** No partner named, or the partner could not be loaded (spec §2). */
export function ChatNotAvailable() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <MessageCircleOff aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{messages.chat.notAvailable}</h1>
      <p className="mt-3 text-slate-600">{messages.chat.notAvailableBody}</p>
      <ButtonLink to="/listings" size="lg" className="mt-8">
        Browse Items
      </ButtonLink>
    </section>
  );
}
