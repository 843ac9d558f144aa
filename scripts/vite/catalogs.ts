import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { CATALOGS_FOLDER_PREFIX, catalogFileName } from '../../src/shared/i18n/catalogFiles';
import { type CatalogFile, compileCatalog } from '../../src/shared/i18n/compile';
import { PSEUDO_LOCALE, SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import { LAZY_PARTS, PAGES, SHELL } from '../../src/web/lib/catalogKeys';
import { idsNamedIn } from './pageMessages';

const MODULE_ID = 'virtual:catalogs';
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const CATALOGS = here('../../src/shared/i18n/catalogs');
const SOURCE = here('../../src');
const WEB = here('../../src/web');

/** Every language's messages, compiled, by id; the pseudo-locale's made from the source's. */
function compiledByLocale(): Map<string, Messages> {
  const byLocale = new Map<string, Messages>();
  const read = (locale: string, namespace: string): CatalogFile =>
    JSON.parse(readFileSync(join(CATALOGS, locale, `${namespace}.json`), 'utf8'));
  const namespacesOf = (locale: string) =>
    readdirSync(join(CATALOGS, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
  for (const locale of readdirSync(CATALOGS)) {
    const messages = namespacesOf(locale).map((namespace) =>
      compileCatalog(namespace, read(locale, namespace)),
    );
    byLocale.set(locale, Object.assign({}, ...messages));
  }
  const pseudo = namespacesOf(SOURCE_LOCALE).map((namespace) =>
    compileCatalog(namespace, read(SOURCE_LOCALE, namespace), { pseudo: true }),
  );
  byLocale.set(PSEUDO_LOCALE, Object.assign({}, ...pseudo));
  return byLocale;
}

/** Every source file's text, in a stable order: what a build's catalogs are made from. */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path.slice(SOURCE.length)).update(readFileSync(path));
    }
  };
  walk(SOURCE);
  return hash.digest('hex').slice(0, 10);
}

/**
 * The ids each page (or part loaded later) can show, read from the built code: those its chunk
 * and every chunk it loads, at once or later, name, other pages and parts excepted. The shell's
 * are those of the entry and everything it loads but those; a page's leave out the shell's,
 * loaded already.
 */
function idsByCatalog(bundle: OutputBundle, knownIds: readonly string[]): Map<string, Set<string>> {
  const chunks = Object.values(bundle).filter(
    (output): output is OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pageChunks = new Map(
    [...PAGES, ...LAZY_PARTS].map((root) => {
      const chunk = chunks.find((each) => each.facadeModuleId === resolve(WEB, root));
      if (!chunk) throw new Error(`${root} is not a chunk of its own: update pages.ts`);
      return [root, chunk.fileName];
    }),
  );
  const allPages = new Set(pageChunks.values());
  const idsFrom = (start: string, stopAt: ReadonlySet<string>) => {
    const ids = new Set<string>();
    const seen = new Set([start]);
    const queue = [start];
    for (let file = queue.pop(); file; file = queue.pop()) {
      const chunk = byFile.get(file);
      if (!chunk) continue;
      for (const id of idsNamedIn(chunk.code, knownIds)) ids.add(id);
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
        if (seen.has(next) || stopAt.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    return ids;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const shell = idsFrom(entry.fileName, allPages);
  const byCatalog = new Map<string, Set<string>>([[SHELL, shell]]);
  for (const [page, file] of pageChunks) {
    const others = new Set([...allPages].filter((each) => each !== file));
    byCatalog.set(page, new Set([...idsFrom(file, others)].filter((id) => !shell.has(id))));
  }
  return byCatalog;
}

/**
 * The message catalogs for the browser. `virtual:catalogs` exports `loadCatalog(locale, key)`,
 * the messages of a page (`key`, its path under src/web) or of the shell, compiled at build (no
 * ICU parser in the browser).
 *
 * A build finds in its own code which messages each page can show (the ids its chunks name) and
 * writes them per language as a JSON file of their own, at an address made from the language
 * and the page, under one folder named by a hash of the sources they are made from: a page
 * downloads only the words it can show, in its language, and no table of addresses ships with
 * the app, so a language more costs the first visit nothing. The development server and the
 * tests have every message of a language at once.
 */
export function catalogs(): Plugin {
  let building = false;
  let folder = '';
  let byLocale = new Map<string, Messages>();

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
      this.addWatchFile(CATALOGS);
      byLocale = compiledByLocale();
      if (!building) {
        return `const catalogs = ${JSON.stringify(Object.fromEntries(byLocale))};
export const loadCatalog = async (locale) => {
  const messages = catalogs[locale];
  if (!messages) throw new Error('No messages for ' + locale);
  return messages;
};`;
      }
      // The files are cached for good: their folder changes whenever a source they come from does.
      folder = `${CATALOGS_FOLDER_PREFIX}${sourceFingerprint()}`;
      return `export const loadCatalog = async (locale, key) => {
  const response = await fetch(import.meta.env.BASE_URL + ${JSON.stringify(folder)} + '/' + locale + '/' + key + '.json');
  if (!response.ok) throw new Error('No messages of ' + key + ' for ' + locale);
  return response.json();
};`;
    },
    generateBundle(_options, bundle) {
      if (!building) return;
      const knownIds = Object.keys(byLocale.get(SOURCE_LOCALE) ?? {});
      for (const [key, ids] of idsByCatalog(bundle, knownIds)) {
        for (const [locale, messages] of byLocale) {
          const chosen = [...ids].sort().map((id) => [id, messages[id]]);
          this.emitFile({
            type: 'asset',
            fileName: `${folder}/${locale}/${catalogFileName(key)}`,
            source: JSON.stringify(Object.fromEntries(chosen)),
          });
        }
      }
    },
  };
}
