import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGS_FOLDER_PREFIX, catalogFileName, SHELL } from '../../shared/i18n/catalogFiles';
import type { HeadLink } from './pageHead';

/**
 * The catalogs a first page's script waits for before it renders, the shell's and the page's
 * in the visitor's language, to be named in its HTML: a phone then fetches them beside the entry
 * script instead of after running it. A language or page the build wrote no catalog for gets
 * none (a development build keeps its catalogs in the script).
 */
export function catalogLinksOf(webRoot: string): (locale: string, page: string) => HeadLink[] {
  const assets = join(webRoot, 'assets');
  const folder = existsSync(assets)
    ? readdirSync(assets)
        .map((name) => `assets/${name}`)
        .find((path) => path.startsWith(CATALOGS_FOLDER_PREFIX))
    : undefined;
  return (locale, page) => {
    if (!folder) return [];
    return [SHELL, page]
      .map((key) => `${folder}/${locale}/${catalogFileName(key)}`)
      .filter((file) => existsSync(join(webRoot, file)))
      .map((file) => ({ kind: 'fetch', href: `/${file}` }));
  };
}
