import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_INDICATOR_MS } from '../../../shared/chat';

/** True for TYPING_INDICATOR_MS after each keystroke; each keystroke restarts it. */
export function useTypingIndicator(): [typing: boolean, onKeystroke: () => void] {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onKeystroke = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_INDICATOR_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return [typing, onKeystroke];
}
