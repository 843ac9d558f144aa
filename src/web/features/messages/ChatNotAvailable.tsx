import { MessageCircleOff } from 'lucide-react';
import { messages } from '../../../shared/messages';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';

/** No partner named, or the partner could not be loaded. */
export function ChatNotAvailable() {
  return (
    <PageState
      icon={MessageCircleOff}
      title={messages.chat.notAvailable}
      message={messages.chat.notAvailableBody}
      action={
        <ButtonLink to="/listings" size="lg">
          Browse Items
        </ButtonLink>
      }
    />
  );
}
