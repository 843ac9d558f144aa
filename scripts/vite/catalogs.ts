import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import type { Plugin } from 'vite';
import { type CatalogFile, compileCatalog } from '../../src/shared/i18n/compile';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../src/shared/i18n/locales';

const MODULE_ID = 'virtual:catalogs';

/** Where a build's catalogs are written under dist/web: one folder per set of catalogs. */
export const CATALOGS_FOLDER_PREFIX = 'assets/i18n-';

/**
 * The message catalogs for the browser. `virtual:catalogs` exports `loadCatalog(locale,
 * namespace)`, the namespace's messages compiled at build (no ICU parser in the browser).
 *
 * A build writes each language's namespace as a JSON file of its own, at an address made from
 * the language and the namespace under one folder named by a hash of all the catalogs. The
 * browser builds the address itself: no table of addresses ships with the app, so a language or
 * a namespace more costs the first visit nothing, and a page downloads only its own words in
 * its own language. The development server and the tests have every catalog in the module.
 * The pseudo-locale's catalogs are made from the source language's.
 */
export function catalogs(): Plugin {
  const directory = fileURLToPath(new URL('../../src/shared/i18n/catalogs', import.meta.url));
  let building = false;

  function entries(): { locale: string; namespace: string; messages: Messages }[] {
    const files = readdirSync(directory).flatMap((locale) =>
      readdirSync(join(directory, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({ locale, namespace: file.slice(0, -'.json'.length) })),
    );
    const read = (locale: string, namespace: string): CatalogFile =>
      JSON.parse(readFileSync(join(directory, locale, `${namespace}.json`), 'utf8'));
    const compiled = files.map(({ locale, namespace }) => ({
      locale,
      namespace,
      messages: compileCatalog(namespace, read(locale, namespace)),
    }));
    const pseudo = files
      .filter(({ locale }) => locale === SOURCE_LOCALE)
      .map(({ namespace }) => ({
        locale: PSEUDO_LOCALE,
        namespace,
        messages: compileCatalog(namespace, read(SOURCE_LOCALE, namespace), { pseudo: true }),
      }));
    return [...compiled, ...pseudo];
  }

  const folderFor = (all: ReturnType<typeof entries>) =>
    `${CATALOGS_FOLDER_PREFIX}${createHash('sha256').update(JSON.stringify(all)).digest('hex').slice(0, 10)}`;

  return {
    name: 'lendwell-catalogs',
    configResolved(config) {
      building = config.command === 'build' && !process.env.VITEST;
    },
    resolveId(source) {
      return source === MODULE_ID ? `\0${MODULE_ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      this.addWatchFile(directory);
      const all = entries();
      if (!building) {
        const byAddress = Object.fromEntries(
          all.map(({ locale, namespace, messages }) => [`${locale}/${namespace}`, messages]),
        );
        return `const catalogs = ${JSON.stringify(byAddress)};
export const loadCatalog = async (locale, namespace) => {
  const messages = catalogs[locale + '/' + namespace];
  if (!messages) throw new Error('No ' + namespace + ' messages for ' + locale);
  return messages;
};`;
      }
      for (const { locale, namespace, messages } of all) {
        this.emitFile({
          type: 'asset',
          fileName: `${folderFor(all)}/${locale}/${namespace}.json`,
          source: JSON.stringify(messages),
        });
      }
      return `export const loadCatalog = async (locale, namespace) => {
  const response = await fetch(import.meta.env.BASE_URL + ${JSON.stringify(folderFor(all))} + '/' + locale + '/' + namespace + '.json');
  if (!response.ok) throw new Error('No ' + namespace + ' messages for ' + locale);
  return response.json();
};`;
    },
  };
}
