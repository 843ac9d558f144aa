// Checks the JavaScript budget: the gzipped JavaScript a first visit to each main page
// downloads must stay within BUDGET_KB, in every language. Prints a table and exits 1 when a
// page is over.
// Run after a build (`npm run test:budget` builds when stale first).
// Usage: tsx scripts/bundle-size.ts [--markdown]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { CATALOGS_FOLDER_PREFIX, catalogFileName } from '../src/shared/i18n/catalogFiles';
import { type PagePath, SHELL } from '../src/web/lib/catalogKeys';

const BUDGET_KB = 150;
const root = 'dist/web';
/** The languages people are offered; the pseudo-locale is for tests. */
const LOCALES = ['en-US', 'es-US'];

/*
 * A first visit downloads the entry chunk, the page's own chunk and everything those import
 * statically. Chunks a page loads only when used (a photo viewer, a review form, the calendar)
 * or once its first content is painted (the live stream's client) are not part of it. Keys are the modules' paths under src/web, as in Vite's manifest. A page's words
 * are files of their own per language: the shell's and the page's, as the app loads them.
 */
const routes: { route: string; page: PagePath }[] = [
  { route: 'Home /', page: 'features/home/HomePage.tsx' },
  { route: 'Listings /listings', page: 'features/items/ListingsPage.tsx' },
  { route: 'Item /item/:id', page: 'features/items/ItemDetailPage.tsx' },
  { route: 'Login /login', page: 'features/auth/LoginPage.tsx' },
  { route: 'Add item /add-item', page: 'features/items/AddItemPage.tsx' },
  { route: 'Dashboard /dashboard', page: 'features/dashboard/DashboardPage.tsx' },
  { route: 'Chat /chat/:itemId', page: 'features/messages/ChatPage.tsx' },
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(root, '.vite/manifest.json'), 'utf8'),
);
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The build has no entry chunk');

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not a chunk of the build: update the routes list`);
  return found;
}

function withStaticImports(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    withStaticImports(chunk(key).imports ?? [], seen);
  }
  return seen;
}

// Level 9, as the build's precompressed copies are made.
const gzipBytes = (file: string) =>
  gzipSync(readFileSync(join(root, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

const [catalogsFolder, ...otherFolders] = readdirSync(join(root, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((folder) => folder.startsWith(CATALOGS_FOLDER_PREFIX));
if (!catalogsFolder || otherFolders.length > 0) {
  throw new Error(`Expected one ${CATALOGS_FOLDER_PREFIX}* folder in ${root}: build afresh`);
}
const catalogFile = (locale: string, key: string) =>
  `${catalogsFolder}/${locale}/${catalogFileName(key)}`;

const rows = routes.flatMap(({ route, page }) =>
  LOCALES.map((locale) => {
    const keys = [...withStaticImports([entryKey, page])];
    const files = [
      ...keys.map((key) => chunk(key).file),
      catalogFile(locale, SHELL),
      catalogFile(locale, page),
    ];
    const raw = files.reduce((sum, file) => sum + readFileSync(join(root, file)).length, 0);
    const gzipped = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    return {
      route: `${route} (${locale})`,
      files: files.length,
      raw,
      gzipped,
      over: gzipped > BUDGET_KB * 1024,
    };
  }),
);

const markdown = process.argv.includes('--markdown');
const header = ['Route', 'Files', 'Minified kB', 'Gzipped kB', `Budget ${BUDGET_KB} kB`];
const lines = rows.map((row) => [
  row.route,
  String(row.files),
  kB(row.raw),
  kB(row.gzipped),
  row.over ? 'OVER' : 'ok',
]);
if (markdown) {
  for (const cells of [header, header.map(() => '---'), ...lines]) {
    console.log(`| ${cells.join(' | ')} |`);
  }
} else {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((cells) => cells[column]?.length ?? 0)),
  );
  for (const cells of [header, ...lines]) {
    console.log(cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  }
}

const over = rows.filter((row) => row.over);
if (over.length > 0) {
  console.error(
    `\nFirst-visit JavaScript over the ${BUDGET_KB} kB gzipped budget: ${over.map((row) => row.route).join(', ')}.` +
      '\nSee which modules cost most with `ANALYZE=1 npm run build` (dist/stats.html).',
  );
  process.exit(1);
}
