/**
 * Where a build writes the browser's catalogs, for the build itself, the server (which names a
 * first page's catalogs in its HTML) and the size budget.
 */

/** One folder under dist/web per set of catalogs: its name changes with their sources. */
export const CATALOGS_FOLDER_PREFIX = 'assets/i18n-';

/** The file of a page's messages (or the shell's), under its language's folder. */
export const catalogFileName = (key: string) => `${key}.json`;

/** The words of the app's frame, loaded at start beside the first page: header, footer, menus. */
export const SHELL = 'shell';
