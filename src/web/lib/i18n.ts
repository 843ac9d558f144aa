import { loadCatalog } from 'virtual:catalogs';
import { setupI18n } from '@lingui/core';
import type { CatalogKey } from './catalogKeys';
import { formatLocale, locale } from './locale';

// Its plurals and numbers follow the marketplace's country; its words, the language's catalog.
export const i18n = setupI18n({ locale: formatLocale, messages: { [formatLocale]: {} } });

const loaded = new Map<string, Promise<void>>();

/**
 * Loads the words of a page (or of the shell) in the person's language before it renders, once
 * each: a page's words arrive beside its code, never all the product's words at once.
 */
export function loadMessages(key: CatalogKey): Promise<void> {
  const pending =
    loaded.get(key) ??
    loadCatalog(locale, key).then(
      (messages) => i18n.load(formatLocale, messages),
      (error: unknown) => {
        // A failed download may be retried on the next visit to the page.
        loaded.delete(key);
        throw error;
      },
    );
  loaded.set(key, pending);
  return pending;
}

/** A module loaded on use, with its words: both download at once, and it renders with them. */
export function withMessages<M>(key: CatalogKey, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadMessages(key)]).then(([module]) => module);
}
