import { MessageCircleOff } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { PageState } from '../../components/ui/PageState';
import { i18n } from '../../lib/i18n';

/** No partner named, or the partner could not be loaded. */
export function ChatNotAvailable() {
  return (
    <PageState
      icon={MessageCircleOff}
      title={i18n._('chat.notAvailable')}
      message={i18n._('chat.notAvailableBody')}
      action={
        <ButtonLink to="/listings" size="lg">
          {i18n._('shell.browse')}
        </ButtonLink>
      }
    />
  );
}
