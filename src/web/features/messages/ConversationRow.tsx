import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { chatPath } from '../../../shared/chat';
import { thumbnailUrl } from '../../../shared/images';
import { displayName, fullNameOf } from '../../../shared/people';
import { relativeTime } from '../../../shared/relativeTime';
import type { Conversation } from '../../../shared/schemas/messages';
import { i18n } from '../../lib/i18n';
import { UnreadBadge } from './UnreadBadge';

interface ConversationRowProps {
  conversation: Conversation;
  myId: string;
  now: number;
}

export function ConversationRow({ conversation, myId, now }: ConversationRowProps) {
  const { partner, item, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const mainImage = item?.image_urls[0];
  return (
    <li>
      <Link
        to={chatPath(item?.id ?? null, partner.id)}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600 sm:gap-4 sm:px-5"
      >
        {mainImage ? (
          <img
            src={thumbnailUrl(mainImage)}
            alt=""
            className="h-12 w-12 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <MessageCircle aria-hidden="true" className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className="flex min-w-0 items-center gap-2">
              <span className={`truncate text-slate-900 ${unread ? 'font-bold' : 'font-semibold'}`}>
                {fullNameOf(partner) || displayName(partner)}
              </span>
              {conversation.blocked && (
                <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                  {i18n._('blocks.blockedTag')}
                </span>
              )}
            </p>
            <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-500">
              {relativeTime(i18n, lastMessage.createdAt, now)}
            </time>
          </div>
          <p className="truncate text-sm text-emerald-700">
            {item ? item.title : i18n._('chat.generalConversation')}
          </p>
          <div className="mt-0.5 flex items-center justify-between gap-3">
            <p
              className={`truncate text-sm ${unread ? 'font-medium text-slate-900' : 'text-slate-500'}`}
            >
              {lastMessage.senderId === myId
                ? i18n._('chat.lastFromYou', { text: lastMessage.messageText })
                : lastMessage.messageText}
            </p>
            {unread && (
              <>
                <UnreadBadge count={unreadCount} className="shrink-0" />
                <span className="sr-only">
                  {i18n._('chat.unreadCount', { count: unreadCount })}
                </span>
              </>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}
