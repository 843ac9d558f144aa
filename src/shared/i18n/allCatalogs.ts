import { type I18n, setupI18n } from '@lingui/core';
import enListings from './catalogs/en-US/listings.json';
import esListings from './catalogs/es-US/listings.json';
import { type CatalogFile, compileCatalog } from './compile';
import { type AppLocale, type Locale, PSEUDO_LOCALE, SOURCE_LOCALE } from './locales';
import type { Namespace } from './messageIds';

/**
 * Every catalog of every language, for the server and for tests. The browser never imports
 * this: it loads a page's namespace in one language at a time (`virtual:catalogs`).
 */
export const catalogFiles: Record<Locale, Record<Namespace, CatalogFile>> = {
  'en-US': { listings: enListings },
  'es-US': { listings: esListings },
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
