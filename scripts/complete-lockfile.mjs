// The npm registry mirror here serves only Linux builds of platform-specific packages, so
// `npm install` drops the other platforms' optional entries from package-lock.json and a later
// `npm ci` refuses the lock file as out of sync. This puts those entries back (name and version
// only; npm skips them on platforms they do not fit). Run it after changing dependencies:
// `npm run lock:complete`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;

for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, optional: true, ...(meta.dev && { dev: true }) };
    added += 1;
  }
}

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: ${added} optional platform entr${added === 1 ? 'y' : 'ies'} added.`,
);
