import { SendHorizontal } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../shared/chat';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Field';
import { i18n } from '../../lib/i18n';
import { composerKeyAction, restoreUnsentText, sendableText } from './composer';
import { TypingIndicator } from './TypingIndicator';
import { useTypingIndicator } from './useTypingIndicator';

/** The composer grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 160;

interface ComposerProps {
  /** Resolves when the message is sent; rejects when it was not (the text comes back). */
  onSend(text: string): Promise<unknown>;
}

export function Composer({ onSend }: ComposerProps) {
  const [draft, setDraft] = useState('');
  const [typing, onKeystroke] = useTypingIndicator();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const text = sendableText(draft);

  useEffect(() => textarea.current?.focus(), []);

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  });

  function send() {
    if (text === null) return;
    setDraft('');
    onSend(text).catch(() => setDraft((typedSince) => restoreUnsentText(text, typedSince)));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = composerKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    });
    // Shift+Enter keeps the textarea's own newline.
    if (action === 'send') {
      event.preventDefault();
      send();
    }
  }

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 px-3 pt-3 pb-2 sm:px-5">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {i18n._('chat.messageLabel')}
        </label>
        <textarea
          ref={textarea}
          id={id}
          rows={1}
          value={draft}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={i18n._('chat.placeholder')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setDraft(event.target.value);
            onKeystroke();
          }}
          onKeyDown={onKeyDown}
          className={`${inputClasses} resize-none overflow-y-auto leading-6`}
        />
        <Button
          type="submit"
          aria-label={i18n._('chat.send')}
          title={i18n._('chat.send')}
          disabled={text === null}
          className="h-10 w-10 shrink-0 px-0!"
        >
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        </Button>
      </div>
      <div className="mt-1 flex h-5 items-center justify-between gap-2 text-xs text-slate-500">
        <TypingIndicator visible={typing} />
        <p id={`${id}-hint`} className="hidden sm:block">
          {i18n._('chat.composerHint')}
        </p>
      </div>
    </form>
  );
}
