import { useParams, useSearchParams } from 'react-router';
import { chatItemId } from '../../../shared/chat';
import { isUuid } from '../../../shared/ids';
import { LoadingScreen } from '../../components/ui/Spinner';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useChatItem, usePartner } from './api';
import { ChatNotAvailable } from './ChatNotAvailable';
import { ChatRoom } from './ChatRoom';

/** /chat/{itemId or general}?with={partnerId} and /chat?with={partnerId}. */
export function ChatPage() {
  useDocumentTitle('Chat');
  const auth = useAuth();
  const params = useParams();
  const [search] = useSearchParams();
  const partnerId = search.get('with')?.trim() || null;
  const requestedItemId = chatItemId(params.itemId);
  const partner = usePartner(partnerId);
  const item = useChatItem(requestedItemId);

  if (auth.status !== 'signedIn') return null;
  if (!partnerId || partnerId === auth.user.id || partner.isError) return <ChatNotAvailable />;
  const waitingForItem = requestedItemId !== null && isUuid(requestedItemId) && item.isPending;
  if (partner.isPending || waitingForItem) return <LoadingScreen />;

  // An item that failed to load leaves a general conversation.
  const topic = item.data ?? null;
  return (
    <ChatRoom
      key={`${partner.data.id}/${topic?.id ?? 'general'}`}
      myId={auth.user.id}
      partner={partner.data}
      item={topic}
    />
  );
}
