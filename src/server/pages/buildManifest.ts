import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of Vite's build manifest (dist/web/.vite/manifest.json) used here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(webRoot: string): BuildManifest {
  const path = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
}

function withImports(manifest: BuildManifest, keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    withImports(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

/**
 * The script files a lazily loaded page adds to the entry's: its own chunk and the chunks it
 * imports that the entry does not (index.html already loads those). Empty when the manifest
 * does not know the page.
 */
export function pageScriptFiles(manifest: BuildManifest, pageSource: string): string[] {
  if (!manifest[pageSource]) return [];
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedWithEntry = withImports(manifest, entryKeys);
  return [...withImports(manifest, [pageSource])]
    .filter((key) => !loadedWithEntry.has(key))
    .flatMap((key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? [`/${file}`] : [];
    });
}
