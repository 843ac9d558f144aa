import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGS_FOLDER_PREFIX, catalogFileName, SHELL } from '../../shared/i18n/catalogFiles';
import type { HeadLink } from './pageHead';

/**
 * The catalogs a first page's script waits for before it renders, the shell's and the page's
 * in the visitor's language, to be named in its HTML: a phone then fetches them beside the entry
 * script instead of after running it. A language or page the build wrote no catalog for gets
 * none (a development build keeps its catalogs in the script). The language is the one the
 * request's Accept-Language picks: a visitor who chose another on this device (kept in the
 * browser's storage, which the server does not see) downloads these few kilobytes for nothing
 * and then their own.
 */
export function catalogLinksOf(webRoot: string): (locale: string, page: string) => HeadLink[] {
  const assets = join(webRoot, 'assets');
  const folder = existsSync(assets)
    ? readdirSync(assets)
        .map((name) => `assets/${name}`)
        .find((path) => path.startsWith(CATALOGS_FOLDER_PREFIX))
    : undefined;
  // Looked up once per language and page: the files change only with a build, which reads anew.
  const found = new Map<string, HeadLink[]>();
  return (locale, page) => {
    if (!folder) return [];
    const key = `${locale} ${page}`;
    const known = found.get(key);
    if (known) return known;
    const links: HeadLink[] = [SHELL, page]
      .map((catalog) => `${folder}/${locale}/${catalogFileName(catalog)}`)
      .filter((file) => existsSync(join(webRoot, file)))
      .map((file) => ({ kind: 'fetch', href: `/${file}` }));
    found.set(key, links);
    return links;
  };
}
