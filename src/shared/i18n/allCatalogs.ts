import { type I18n, setupI18n } from '@lingui/core';
import enListings from './catalogs/en-US/listings.json';
import enPlaces from './catalogs/en-US/places.json';
import esListings from './catalogs/es-US/listings.json';
import esPlaces from './catalogs/es-US/places.json';
import { type CatalogFile, compileCatalog } from './compile';
import { type AppLocale, type Locale, PSEUDO_LOCALE, SOURCE_LOCALE } from './locales';
import type { MessageId, Namespace } from './messageIds';

/**
 * Every catalog of every language, for the server and for tests. The browser never imports
 * this: it loads a page's namespace in one language at a time (`virtual:catalogs`).
 */
export const catalogFiles: Record<Locale, Record<Namespace, CatalogFile>> = {
  'en-US': { listings: enListings, places: enPlaces },
  'es-US': { listings: esListings, places: esPlaces },
};

function compiledMessages(locale: AppLocale) {
  const pseudo = locale === PSEUDO_LOCALE;
  const files = catalogFiles[pseudo ? SOURCE_LOCALE : locale];
  return Object.assign(
    {},
    ...Object.entries(files).map(([namespace, file]) =>
      compileCatalog(namespace, file, { pseudo }),
    ),
  );
}

const instances = new Map<AppLocale, I18n>();

/** A translator for one language, holding all its messages, compiled once. */
export function i18nFor(locale: AppLocale): I18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const i18n = setupI18n({ locale, messages: { [locale]: compiledMessages(locale) } });
  instances.set(locale, i18n);
  return i18n;
}

const sourceIds = new Set(Object.keys(i18nFor(SOURCE_LOCALE).messages));

/**
 * Whether a text is a message id rather than words: the server's refusals and the shared
 * schemas' messages are ids, put into the reader's language where the answer is written.
 */
export const isMessageId = (text: string): text is MessageId => sourceIds.has(text);
