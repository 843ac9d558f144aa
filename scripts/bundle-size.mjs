// Checks the JavaScript budget: the gzipped JavaScript a first visit to each main page
// downloads must stay within BUDGET_KB, in every language. Prints a table and exits 1 when a
// page is over.
// Run after a build (`npm run test:budget` builds when stale first).
// Usage: node scripts/bundle-size.mjs [--markdown]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = 'dist/web';
/** The languages people are offered; the pseudo-locale is for tests. */
const LOCALES = ['en-US', 'es-US'];

/*
 * A first visit downloads the entry chunk, the page's own chunk, the chunks that pages render
 * at once without being asked (listed per route), and everything those import statically.
 * Chunks a page loads only when used (a photo viewer, a review form, the calendar) are not
 * part of it. Keys are the modules' paths under src/web, as in Vite's manifest. A page's words
 * are chunks of their own per language (`namespaces`, as the router loads them for the route).
 */
// Someone signed in also loads the live stream's client at once (the account menu waits for use).
const signedInShell = ['lib/liveStream.ts'];
const routes = [
  { route: 'Home /', modules: ['features/home/HomePage.tsx'] },
  {
    route: 'Listings /listings',
    modules: ['features/items/ListingsPage.tsx'],
    namespaces: ['listings', 'places'],
  },
  { route: 'Item /item/:id', modules: ['features/items/ItemDetailPage.tsx'] },
  { route: 'Login /login', modules: ['features/auth/LoginPage.tsx'] },
  { route: 'Add item /add-item', modules: ['features/items/AddItemPage.tsx', ...signedInShell] },
  {
    route: 'Dashboard /dashboard',
    modules: ['features/dashboard/DashboardPage.tsx', ...signedInShell],
  },
  { route: 'Chat /chat/:itemId', modules: ['features/messages/ChatPage.tsx', ...signedInShell] },
];

const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

function withStaticImports(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key])
      throw new Error(`${key} is not a chunk of the build: update the routes list`);
    seen.add(key);
    withStaticImports(manifest[key].imports ?? [], seen);
  }
  return seen;
}

// Level 9, as the build's precompressed copies are made.
const gzipBytes = (file) =>
  gzipSync(readFileSync(join(root, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const kB = (bytes) => (bytes / 1024).toFixed(1);

const catalogKey = (locale, namespace) => `../../virtual:catalog/${locale}/${namespace}`;

const rows = routes.flatMap(({ route, modules, namespaces = [] }) =>
  LOCALES.map((locale) => {
    const catalogs = namespaces.map((namespace) => catalogKey(locale, namespace));
    const keys = [...withStaticImports([entryKey, ...modules, ...catalogs])];
    const files = keys.map((key) => manifest[key].file);
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
    Math.max(...[header, ...lines].map((cells) => cells[column].length)),
  );
  for (const cells of [header, ...lines]) {
    console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '));
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
