import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type CatalogFile, compileCatalog } from '../../src/shared/i18n/compile';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../src/shared/i18n/locales';

const LOADERS = 'virtual:catalogs';
const ONE_CATALOG = 'virtual:catalog/';

/**
 * The message catalogs for the browser: `virtual:catalogs` exports `catalogLoaders`, one dynamic
 * import per language and namespace (`es-US/listings`), each a chunk of its own holding that
 * namespace's messages compiled at build, so a page downloads only its own words in its own
 * language, and no ICU parser. The pseudo-locale's chunks are made from the source language's.
 */
export function catalogs(): Plugin {
  let directory = '';
  const read = (locale: string, namespace: string): CatalogFile =>
    JSON.parse(readFileSync(join(directory, locale, `${namespace}.json`), 'utf8'));

  function entries(): string[] {
    const locales = readdirSync(directory);
    const perLocale = locales.flatMap((locale) =>
      readdirSync(join(directory, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${locale}/${file.slice(0, -'.json'.length)}`),
    );
    const pseudo = perLocale
      .filter((entry) => entry.startsWith(`${SOURCE_LOCALE}/`))
      .map((entry) => entry.replace(SOURCE_LOCALE, PSEUDO_LOCALE));
    return [...perLocale, ...pseudo];
  }

  return {
    name: 'lendwell-catalogs',
    configResolved(config) {
      directory = resolve(config.root, '../shared/i18n/catalogs');
    },
    resolveId(source) {
      if (source === LOADERS || source.startsWith(ONE_CATALOG)) return `\0${source}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        this.addWatchFile(directory);
        const loaders = entries().map(
          (entry) =>
            `  ${JSON.stringify(entry)}: () => import(${JSON.stringify(ONE_CATALOG + entry)}),`,
        );
        return `export const catalogLoaders = {\n${loaders.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${ONE_CATALOG}`)) return undefined;
      const [locale = '', namespace = ''] = id.slice(`\0${ONE_CATALOG}`.length).split('/');
      const pseudo = locale === PSEUDO_LOCALE;
      const fileLocale = pseudo ? SOURCE_LOCALE : locale;
      this.addWatchFile(join(directory, fileLocale, `${namespace}.json`));
      const messages = compileCatalog(namespace, read(fileLocale, namespace), { pseudo });
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
