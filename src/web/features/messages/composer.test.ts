import { describe, expect, it } from 'vitest';
import { composerKeyAction, restoreUnsentText, sendableText } from './composer';

describe('composerKeyAction', () => {
  it('sends on Enter and adds a newline on Shift+Enter', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('newline');
  });

  it('leaves other keys and Enter inside an input method alone', () => {
    expect(composerKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBeNull();
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBeNull();
  });
});

describe('sendableText', () => {
  it('trims the draft', () => {
    expect(sendableText('  hello\nthere \n')).toBe('hello\nthere');
  });

  it('refuses whitespace only', () => {
    expect(sendableText('')).toBeNull();
    expect(sendableText(' \n\t ')).toBeNull();
  });
});

describe('restoreUnsentText', () => {
  it('puts the unsent text back into an empty composer', () => {
    expect(restoreUnsentText('hello', '')).toBe('hello');
    expect(restoreUnsentText('hello', '  ')).toBe('hello');
  });

  it('keeps what was typed since, after the unsent text', () => {
    expect(restoreUnsentText('hello', 'and more')).toBe('hello\nand more');
  });
});
