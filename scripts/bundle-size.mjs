// Reports the gzipped JavaScript a first visit to a page downloads: the entry chunk, the
// page's lazy chunk and every chunk they import statically. Run after `npm run build`.
// Usage: node scripts/bundle-size.mjs [PageModuleName ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = 'dist/web';
const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['ListingsPage', 'HomePage'];

function gzipKb(file) {
  return gzipSync(readFileSync(join(root, file))).length / 1024;
}

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const page of pages) {
  const pageKey = Object.keys(manifest).find((key) => key.endsWith(`/${page}.tsx`));
  const keys = closure([entryKey, ...(pageKey && pageKey !== entryKey ? [pageKey] : [])]);
  const files = [...keys].map((key) => manifest[key].file);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(
    `${page}: ${total.toFixed(1)} kB gzipped JavaScript on first load (${files.length} files)`,
  );
}
