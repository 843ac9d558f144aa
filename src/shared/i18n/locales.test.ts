import { describe, expect, it } from 'vitest';
import { LOCALES, OWN_NAMES } from './locales';

describe('OWN_NAMES', () => {
  it('names each language in itself, as Intl does', () => {
    for (const locale of LOCALES) {
      expect(OWN_NAMES[locale]).toBe(
        new Intl.DisplayNames([locale], { type: 'language' }).of(locale),
      );
    }
  });
});
