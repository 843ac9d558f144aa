import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogFiles, i18nFor } from './allCatalogs';
import { compileCatalog } from './compile';
import { LOCALES, PSEUDO_LOCALE, pickLocale, SOURCE_LOCALE } from './locales';
import { NAMESPACES } from './messageIds';

/** The names of a compiled message's arguments, in the order they appear. */
function argumentsOf(message: CompiledMessage): string[] {
  return message.flatMap((token) => {
    if (typeof token === 'string') return [];
    const [name, , format] = token;
    const nested =
      format && typeof format === 'object'
        ? Object.values(format).flatMap((choice) =>
            Array.isArray(choice) ? argumentsOf(choice) : [],
          )
        : [];
    return [name, ...nested];
  });
}

const sortedUnique = (names: string[]) => [...new Set(names)].sort();

/** Words Spanish writes as English does: each checked by a reader, not an oversight. */
const SPANISH_AS_IN_ENGLISH = new Set([
  // "Flexible, Moderada, Estricta": the name of the most lenient cancellation policy.
  'terms.policy.flexible',
]);

describe('the catalogs', () => {
  for (const locale of LOCALES.filter((each) => each !== SOURCE_LOCALE)) {
    for (const namespace of NAMESPACES) {
      it(`${locale} ${namespace} has every message of English, with the same arguments`, () => {
        const source = compileCatalog(namespace, catalogFiles[SOURCE_LOCALE][namespace]);
        const translated = compileCatalog(namespace, catalogFiles[locale][namespace]);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        for (const [id, message] of Object.entries(source)) {
          const other = translated[id];
          expect(Array.isArray(other), id).toBe(true);
          if (!Array.isArray(message) || !Array.isArray(other)) continue;
          expect(sortedUnique(argumentsOf(other)), id).toEqual(sortedUnique(argumentsOf(message)));
        }
      });
    }
  }

  it('leave no Spanish message in English', () => {
    const untranslated = NAMESPACES.flatMap((namespace) => {
      const english: Record<string, string> = catalogFiles[SOURCE_LOCALE][namespace];
      return Object.entries(catalogFiles['es-US'][namespace])
        .filter(([key, text]) => english[key] === text)
        .map(([key]) => `${namespace}.${key}`)
        .filter((id) => !SPANISH_AS_IN_ENGLISH.has(id));
    });
    expect(untranslated).toEqual([]);
  });

  it('format plurals by each language’s rules', () => {
    expect(i18nFor('en-US')._('listings.found', { count: 1 })).toBe('1 item found');
    expect(i18nFor('en-US')._('listings.found', { count: 1204 })).toBe('1,204 items found');
    expect(i18nFor('es-US')._('listings.found', { count: 0 })).toBe('0 artículos encontrados');
    expect(i18nFor('es-US')._('listings.found', { count: 1 })).toBe('1 artículo encontrado');
  });

  it('make the pseudo-locale accented, longer and bracketed, arguments untouched', () => {
    const pseudo = i18nFor(PSEUDO_LOCALE)._('listings.found', { count: 3 });
    const english = i18nFor(SOURCE_LOCALE)._('listings.found', { count: 3 });
    // The plural's number is an argument, untouched, inside the message's one pair of brackets.
    expect(pseudo).toMatch(/^\[3~* ĩţēḿś ƒōũńď~*\]$/);
    const ending = i18nFor(PSEUDO_LOCALE)._('receipts.methodWithReference', {
      provider: 'local',
      suffix: 'abc123',
    });
    expect(ending).toMatch(/^\[.*abc123\]$/);
    expect(pseudo.length).toBeGreaterThan(english.length * 1.2);
  });
});

describe('pickLocale', () => {
  it.each([
    [['es-MX', 'en'], 'es-US'],
    [['es'], 'es-US'],
    [['fr-FR', 'es-ES'], 'es-US'],
    [['en-GB'], 'en-US'],
    [['de-DE', 'fr'], 'en-US'],
    [[], 'en-US'],
    [['*'], 'en-US'],
    [['EN-us'], 'en-US'],
  ])('picks from %j: %s', (requested, locale) => {
    expect(pickLocale(requested)).toBe(locale);
  });
});
