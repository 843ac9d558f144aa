import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { i18n } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useAuth } from '../auth';
import { useConversations } from './api';
import { ConversationRow } from './ConversationRow';
import { useNow } from './useNow';

/** Placeholder rows while the conversations load; they stand for no one, so fixed keys are right. */
const SKELETON_KEYS = ['first', 'second', 'third', 'fourth'];

/** /inbox: every conversation of the signed-in user, newest first. */
export function InboxPage() {
  useDocumentTitle(i18n._('chat.inboxTitle'));
  const auth = useAuth();
  const conversations = useConversations();
  const now = useNow();
  if (auth.status !== 'signedIn') return null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{i18n._('chat.inboxTitle')}</h1>
      <p className="mt-1 text-slate-600">{i18n._('chat.inboxIntro')}</p>
      <div className="mt-6">
        {conversations.isPending ? (
          <InboxSkeleton />
        ) : conversations.isError ? (
          <div className="space-y-3">
            <Alert tone="error">{i18n._('chat.conversationsLoadFailed')}</Alert>
            <Button variant="secondary" onClick={() => conversations.refetch()}>
              {i18n._('errors.retry')}
            </Button>
          </div>
        ) : conversations.data.length === 0 ? (
          <EmptyState icon={MessageCircle} title={i18n._('chat.noConversations')}>
            <Link to="/listings" className="font-medium text-emerald-700 hover:underline">
              {i18n._('shell.browse')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {conversations.data.map((conversation) => (
              <ConversationRow
                key={`${conversation.partner.id}/${conversation.item?.id ?? 'general'}`}
                conversation={conversation}
                myId={auth.user.id}
                now={now}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function InboxSkeleton() {
  return (
    <output
      data-testid="inbox-loading"
      className="block divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      <span className="sr-only">{i18n._('shell.loading')}</span>
      {SKELETON_KEYS.map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-4 px-5 py-3"
        >
          <div className="h-12 w-12 shrink-0 rounded-lg bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/4 rounded bg-slate-200" />
            <div className="h-3 w-2/3 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </output>
  );
}
