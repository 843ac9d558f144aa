/** What a key press in the composer does: Enter sends, Shift+Enter adds a newline. */
export type ComposerKeyAction = 'send' | 'newline';

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** True while an input method is composing (e.g. Japanese): Enter then picks a word. */
  isComposing: boolean;
}

export function composerKeyAction(press: ComposerKey): ComposerKeyAction | null {
  if (press.key !== 'Enter' || press.isComposing) return null;
  return press.shiftKey ? 'newline' : 'send';
}

/** The text to send, or null when there is nothing but whitespace (never sent). */
export function sendableText(draft: string): string | null {
  const text = draft.trim();
  return text === '' ? null : text;
}

/**
 * The composer after a failed send: the unsent text back in front of anything typed since,
 * so neither is lost.
 */
export function restoreUnsentText(unsent: string, typedSince: string): string {
  return typedSince.trim() === '' ? unsent : `${unsent}\n${typedSince}`;
}
