import { useParams, useSearchParams } from 'react-router';
import { chatItemId } from '../../../shared/chat';
import { isUuid } from '../../../shared/ids';
import { LoadingScreen } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useChatItem, usePartner, useWroteAboutItem } from './api';
import { ChatNotAvailable } from './ChatNotAvailable';
import { ChatRoom } from './ChatRoom';

/** /chat/{itemId or general}?with={partnerId} and /chat?with={partnerId}. */
export function ChatPage() {
  useDocumentTitle(i18n._('chat.chatTitle'));
  const auth = useAuth();
  const params = useParams();
  const [search] = useSearchParams();
  const partnerId = search.get('with')?.trim() || null;
  const requestedItemId = chatItemId(params.itemId);
  const partner = usePartner(partnerId);
  const item = useChatItem(requestedItemId);

  // A listing taken off the site answers 404; any other failure leaves a general conversation.
  const itemGone =
    requestedItemId !== null && item.error instanceof ApiError && item.error.status === 404;
  const wroteAbout = useWroteAboutItem(
    partnerId ?? '',
    requestedItemId ?? '',
    itemGone && partnerId !== null,
  );

  if (auth.status !== 'signedIn') return null;
  if (!partnerId || partnerId === auth.user.id || partner.isError) return <ChatNotAvailable />;
  const waitingForItem = requestedItemId !== null && isUuid(requestedItemId) && item.isPending;
  if (partner.isPending || waitingForItem || (itemGone && wroteAbout.isPending)) {
    return <LoadingScreen />;
  }

  const topicId = item.data?.id ?? (itemGone && wroteAbout.data ? requestedItemId : null);
  return (
    <ChatRoom
      key={`${partner.data.id}/${topicId ?? 'general'}`}
      myId={auth.user.id}
      partner={partner.data}
      itemId={topicId}
      item={item.data ?? null}
    />
  );
}
