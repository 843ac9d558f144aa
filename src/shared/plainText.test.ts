import { describe, expect, it } from 'vitest';
import { findNonPlainText, isPlainText } from './plainText';

describe('isPlainText', () => {
  it('accepts ordinary text, any script and emoji, tabs and line breaks', () => {
    for (const text of ['', 'Cordless drill', 'Zürich 8001', '東京', '🚲 bike', 'a\tb\nc\r\nd']) {
      expect(isPlainText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL, the other C0 controls, DEL and lone surrogates', () => {
    const refused = ['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B[31m'];
    refused.push('\u001F', '\u007F', '\uD800', 'x\uDFFFy');
    for (const text of refused) expect(isPlainText(text), JSON.stringify(text)).toBe(false);
  });

  it('keeps a well-formed surrogate pair', () => {
    expect(isPlainText('\uD83D\uDE00')).toBe(true);
  });
});

describe('findNonPlainText', () => {
  it('finds nothing in plain values', () => {
    expect(findNonPlainText({ a: 'x', b: [1, 'y', { c: null }], d: true })).toBeUndefined();
    expect(findNonPlainText('plain')).toBeUndefined();
    expect(findNonPlainText(undefined)).toBeUndefined();
  });

  it('names the path of the offending string', () => {
    expect(findNonPlainText('a\u0000')).toEqual([]);
    expect(findNonPlainText({ location: { city: 'Bern\u0000' } })).toEqual(['location', 'city']);
    expect(findNonPlainText({ imageUrls: ['/uploads/a.jpg', '\u0000'] })).toEqual(['imageUrls', 1]);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = [deep];
    const path = findNonPlainText(deep);
    expect(path).toHaveLength(20_000);
  });
});
