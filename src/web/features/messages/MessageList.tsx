import { ArrowDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { messageExcerpt } from '../../../shared/reports';
import type { Message } from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/Button';
import { i18n } from '../../lib/i18n';
import { ReportButton } from '../reports';
import { MessageBubble } from './MessageBubble';
import type { PendingMessage } from './messageList';
import { isPinnedToBottom } from './scrollPinning';
import { useNow } from './useNow';

/** The page before the oldest message shown, loaded when the reader asks for it. */
export interface OlderMessages {
  available: boolean;
  loading: boolean;
  failed: boolean;
  load: () => void;
}

interface MessageListProps {
  messages: Message[];
  pending: PendingMessage[];
  myId: string;
  partnerName: string;
  older: OlderMessages;
}

/**
 * The conversation, oldest at the top. New messages keep the reader at the bottom when they
 * were there; someone scrolled up to read keeps their place and gets a button down instead.
 * Sending always goes to the bottom, where the sent message appears. Older messages loaded at
 * the top leave the messages being read where they were.
 */
export function MessageList({ messages, pending, myId, partnerName, older }: MessageListProps) {
  const now = useNow();
  const box = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const seen = useRef({ messages: 0, pending: 0, firstId, lastId });
  // Where the first message sits in the visible box, kept current as the reader scrolls: an
  // older page put above it must leave it exactly there.
  const firstMessageTop = useRef(0);
  const [newBelow, setNewBelow] = useState(false);
  const refocusAfterLoading = useRef(false);

  const measureFirstMessage = useCallback(() => {
    const first = list.current?.firstElementChild;
    const element = box.current;
    if (!first || !element) return;
    firstMessageTop.current =
      first.getBoundingClientRect().top - element.getBoundingClientRect().top;
  }, []);

  const scrollToBottom = useCallback(() => {
    const element = box.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    pinned.current = true;
    setNewBelow(false);
  }, []);

  // Runs before paint, so the list never flashes at the wrong place.
  useLayoutEffect(() => {
    const element = box.current;
    const previous = seen.current;
    const grewMessages = messages.length > previous.messages;
    const startedSending = pending.length > previous.pending;
    const grewAtBottom = grewMessages && lastId !== previous.lastId;
    const formerFirst = messages.findIndex((message) => message.id === previous.firstId);
    const anchor = formerFirst > 0 ? list.current?.children[formerFirst] : undefined;
    if (anchor && element) {
      const top = anchor.getBoundingClientRect().top - element.getBoundingClientRect().top;
      element.scrollTop += top - firstMessageTop.current;
      if (grewAtBottom) setNewBelow(true);
    } else if (pinned.current || startedSending) {
      scrollToBottom();
    } else if (grewAtBottom) {
      setNewBelow(true);
    }
    seen.current = { messages: messages.length, pending: pending.length, firstId, lastId };
    measureFirstMessage();
  }, [messages, pending.length, firstId, lastId, scrollToBottom, measureFirstMessage]);

  // The list shrinks when the composer grows a line (or the phone keyboard opens): a reader at
  // the bottom stays there.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  function loadOlder() {
    refocusAfterLoading.current = box.current?.contains(document.activeElement) ?? false;
    older.load();
  }

  // The button is disabled while loading and gone once the start is reached, which drops the
  // keyboard focus to the page: it goes to the conversation instead, where the reader was.
  useEffect(() => {
    if (older.loading || !refocusAfterLoading.current) return;
    refocusAfterLoading.current = false;
    if (document.activeElement === document.body) box.current?.focus();
  }, [older.loading]);

  function onScroll() {
    const element = box.current;
    if (!element) return;
    pinned.current = isPinnedToBottom(element);
    if (pinned.current) setNewBelow(false);
    measureFirstMessage();
  }

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={box}
        onScroll={onScroll}
        role="log"
        aria-label={i18n._('chat.logLabel', { name: partnerName })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard, so the arrow keys can scroll the conversation.
        tabIndex={0}
        // The browser's own scroll anchoring would move the list a second time on a prepend.
        className="h-full overflow-y-auto overscroll-contain px-3 py-4 [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600 sm:px-5"
      >
        {older.available && (
          <div className="mb-4 flex flex-col items-center gap-2">
            <Button variant="secondary" size="sm" onClick={loadOlder} loading={older.loading}>
              {older.loading ? i18n._('chat.loadingOlder') : i18n._('chat.loadOlder')}
            </Button>
            {older.failed && (
              <p role="alert" className="text-xs text-red-700">
                {i18n._('chat.loadOlderFailed')}
              </p>
            )}
          </div>
        )}
        {messages.length === 0 && pending.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-500">{i18n._('chat.noMessages')}</p>
        ) : (
          <ol ref={list} className="space-y-3">
            {messages.map((message) => {
              const mine = message.senderId === myId;
              return (
                <MessageBubble
                  key={message.id}
                  text={message.messageText}
                  mine={mine}
                  byline={
                    mine ? i18n._('chat.youWrote') : i18n._('chat.saidBy', { author: partnerName })
                  }
                  createdAt={message.createdAt}
                  now={now}
                  action={
                    mine ? undefined : (
                      <ReportButton
                        look="link"
                        targetType="message"
                        targetId={message.id}
                        label={i18n._('chat.reportedMessage', {
                          name: partnerName,
                          excerpt: messageExcerpt(message.messageText),
                        })}
                      />
                    )
                  }
                />
              );
            })}
            {pending.map((message) => (
              <MessageBubble
                key={`pending-${message.localId}`}
                text={message.text}
                mine
                byline={i18n._('chat.youWrote')}
                createdAt={null}
                now={now}
              />
            ))}
          </ol>
        )}
      </div>
      {newBelow && (
        <button
          type="button"
          onClick={scrollToBottom}
          className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full bg-slate-900/85 px-3 py-1.5 text-xs font-medium text-white shadow-lg hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />
          {i18n._('chat.newMessages')}
        </button>
      )}
    </div>
  );
}
