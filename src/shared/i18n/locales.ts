/** The languages the product speaks. The first is the source every other is translated from. */
export const LOCALES = ['en-US', 'es-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en-US';

/**
 * Each language named in itself, as people look for their own, exactly as
 * `Intl.DisplayNames` names it (a unit test holds them equal). Written here because asking Intl
 * on every page load costs a phone about 50 ms of its first render.
 */
export const OWN_NAMES: Record<Locale, string> = {
  'en-US': 'American English',
  'es-US': 'español (Estados Unidos)',
};

/**
 * English, accented and a third longer, between brackets: made from the source catalogs for
 * tests, where any text on a page without the accents came from no catalog, and any that no
 * longer fits shows where a longer language will break the layout. Never chosen by negotiation.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

export const isLocale = (tag: string): tag is Locale =>
  (LOCALES as readonly string[]).includes(tag);
export const isAppLocale = (tag: string): tag is AppLocale =>
  isLocale(tag) || tag === PSEUDO_LOCALE;

/** A stored language the product may since have stopped speaking reads as the source language. */
export const spokenLocale = (tag: string): Locale => (isLocale(tag) ? tag : SOURCE_LOCALE);

const languageOf = (tag: string) => tag.split('-')[0]?.toLowerCase();

/**
 * The first of the person's languages (most wanted first) that the product speaks, matched by
 * the whole tag and then by its language alone, so that Mexican Spanish gets Spanish (US).
 * English when none matches.
 */
export function pickLocale(requested: readonly string[]): Locale {
  for (const tag of requested) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = LOCALES.find((locale) => languageOf(locale) === languageOf(tag));
    if (sameLanguage) return sameLanguage;
  }
  return SOURCE_LOCALE;
}
