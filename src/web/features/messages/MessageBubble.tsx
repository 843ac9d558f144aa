import type { ReactNode } from 'react';
import { relativeTime } from '../../../shared/relativeTime';
import { i18n } from '../../lib/i18n';
import { formatLocale } from '../../lib/locale';

const fullTime = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' });

interface MessageBubbleProps {
  text: string;
  mine: boolean;
  /** Who wrote it, as screen readers say it before the text (the bubble's side shows it). */
  byline: string;
  /** null while it is still being sent. */
  createdAt: string | null;
  now: number;
  /** Beside the time: what can be done with the message (reporting one of the partner's). */
  action?: ReactNode;
}

/** One message. Its text is plain text, shown as typed: never interpreted as HTML. */
export function MessageBubble({ text, mine, byline, createdAt, now, action }: MessageBubbleProps) {
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2 break-words whitespace-pre-wrap sm:max-w-[75%] ${
          mine
            ? 'rounded-br-md bg-emerald-700 text-white'
            : 'rounded-bl-md bg-slate-100 text-slate-900'
        } ${createdAt === null ? 'opacity-70' : ''}`}
      >
        <span className="sr-only">{byline} </span>
        {text}
      </p>
      <div className="mt-1 flex items-center gap-2 px-1 text-xs text-slate-500">
        <p>
          {createdAt === null ? (
            i18n._('chat.sending')
          ) : (
            <time dateTime={createdAt} title={fullTime.format(new Date(createdAt))}>
              {relativeTime(i18n, createdAt, now)}
            </time>
          )}
        </p>
        {action}
      </div>
    </li>
  );
}
