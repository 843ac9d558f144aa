import { statSync } from 'node:fs';
import { join } from 'node:path';

/** How often a request may stat index.html: a rebuild shows within this, at one stat a second. */
const CHECK_INTERVAL_MS = 1000;

function indexModifiedAt(webRoot: string): number | undefined {
  try {
    return statSync(join(webRoot, 'index.html')).mtimeMs;
  } catch {
    // Mid-rebuild, index.html may be briefly missing: the previous build is kept until it is back.
    return undefined;
  }
}

/**
 * What `load` reads from the built web app, read again when index.html changes: a rebuild while
 * the server runs deletes the old hashed scripts, and pages naming them would load nothing.
 */
export function currentBuild<T>(
  webRoot: string,
  load: () => T,
  now: () => number = Date.now,
): () => T {
  let loadedFrom = indexModifiedAt(webRoot);
  let value = load();
  let checkedAt = now();
  return () => {
    if (now() - checkedAt < CHECK_INTERVAL_MS) return value;
    checkedAt = now();
    const modifiedAt = indexModifiedAt(webRoot);
    if (modifiedAt === undefined || modifiedAt === loadedFrom) return value;
    try {
      value = load();
      loadedFrom = modifiedAt;
    } catch {
      // A build still being written (a manifest half there): tried again on a later check.
    }
    return value;
  };
}
