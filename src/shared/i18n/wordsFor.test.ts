import { describe, expect, it } from 'vitest';
import { i18nFor } from './allCatalogs';
import { wordsFor } from './wordsFor';

describe('wordsFor', () => {
  it("writes a message id in the translator's language", () => {
    expect(wordsFor(i18nFor('en-US'), 'signup.firstNameRequired')).toBe('First name is required');
    expect(wordsFor(i18nFor('es-US'), 'places.noZipNearby')).toMatch(/^No encontramos/);
  });

  it('leaves any other text as it came', () => {
    expect(wordsFor(i18nFor('es-US'), 'Card declined')).toBe('Card declined');
    expect(wordsFor(i18nFor('en-US'), 'signup.unknownKey')).toBe('signup.unknownKey');
  });
});
