import { loadCatalog } from 'virtual:catalogs';
import { setupI18n } from '@lingui/core';
import type { Namespace } from '../../shared/i18n/messageIds';
import { locale } from './locale';

export const i18n = setupI18n({ locale, messages: { [locale]: {} } });

const loaded = new Map<Namespace, Promise<void>>();

/**
 * Loads a page's namespaces in the person's language before the page renders, once each; a
 * page's words arrive beside its code, never all the product's words at once.
 */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const pending = loaded.get(namespace) ?? loadNamespace(namespace);
      loaded.set(namespace, pending);
      return pending;
    }),
  ).then(() => undefined);
}

async function loadNamespace(namespace: Namespace): Promise<void> {
  try {
    i18n.load(locale, await loadCatalog(locale, namespace));
  } catch (error) {
    // A failed download may be retried on the next visit to the page.
    loaded.delete(namespace);
    throw error;
  }
}
