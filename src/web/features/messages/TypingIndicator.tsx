import { i18n } from '../../lib/i18n';

/** Three bouncing dots for a second after each keystroke; decorative for screen readers. */
export function TypingIndicator({ visible }: { visible: boolean }) {
  if (!visible) return <span />;
  return (
    <span aria-hidden="true" className="flex items-center gap-1.5" data-testid="typing-indicator">
      <span className="flex gap-0.5">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      {i18n._('chat.typing')}
    </span>
  );
}
