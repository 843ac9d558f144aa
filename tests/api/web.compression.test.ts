import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { withMarketplace } from '../../src/server/pages/pageHead';
import { US_MARKETPLACE } from '../../src/shared/marketplace';
import { setupTestApp } from './support/testApp';

/** A main script big enough to be worth compressing, and different on every line. */
const mainScript = Array.from(
  { length: 400 },
  (_, line) => `export const value${line} = ${line * 7919} % 97;`,
).join('\n');
const indexHtml = `<!doctype html><html lang="en"><head><title>Lendwell</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
/** The page as served: the marketplace's settings written into it. */
const servedHtml = withMarketplace(indexHtml, US_MARKETPLACE);
const sourceMap = JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: 'AAAA' });
const buildManifest = JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js' } });
const styles = 'body { margin: 0; }\n'.repeat(200);

/** A built web app as `vite build` leaves it: each text file beside its brotli and gzip copies. */
function writeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'lendwell-web-compressed-'));
  mkdirSync(join(root, 'assets'));
  const withCopies = (path: string, text: string) => {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  };
  withCopies('index.html', indexHtml);
  withCopies('assets/index-abc123.js', mainScript);
  mkdirSync(join(root, '.vite'));
  withCopies('.vite/manifest.json', buildManifest);
  writeFileSync(join(root, 'assets/index-abc123.js.map'), sourceMap);
  // A file whose brotli copy the build skipped: the gzip copy is next best.
  writeFileSync(join(root, 'assets/index-abc123.css'), styles);
  writeFileSync(join(root, 'assets/index-abc123.css.gz'), gzipSync(styles));
  return root;
}

const privateMaps = writeBuild();
const publicMaps = writeBuild();
afterAll(() => {
  rmSync(privateMaps, { recursive: true, force: true });
  rmSync(publicMaps, { recursive: true, force: true });
});

const ctx = setupTestApp({ webRoot: privateMaps });
const withPublicMaps = setupTestApp({ webRoot: publicMaps, publicSourceMaps: true });

const MAIN_SCRIPT = '/assets/index-abc123.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function get(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return ctx.app.inject({ method, url, headers });
}

describe('built files by Accept-Encoding', () => {
  it('sends the brotli copy of the main script to a browser, as bytes that decode to the file', async () => {
    const response = await get(MAIN_SCRIPT, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(mainScript.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(mainScript);
  });

  it('sends the gzip copy to a client without brotli, and to one whose only copy is gzip', async () => {
    const script = await get(MAIN_SCRIPT, 'gzip');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(script.rawPayload).toString()).toBe(mainScript);

    const css = await get('/assets/index-abc123.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(css.rawPayload).toString()).toBe(styles);
  });

  it('sends the file itself to a client that accepts no encoding, still varying on it', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get(MAIN_SCRIPT, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body).toBe(mainScript);
    }
  });

  it('answers HEAD with the headers of the GET', async () => {
    const response = await get(MAIN_SCRIPT, 'br', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.body).toBe('');
  });

  it('compresses index.html at / and for every page, and has it revalidated', async () => {
    // The first pages the server writes name their words in the visitor's language.
    const varies = {
      '/': 'accept-encoding, accept-language',
      '/index.html': 'accept-encoding',
      '/dashboard': 'accept-encoding',
      '/item/123': 'accept-language, accept-encoding',
    };
    for (const [url, vary] of Object.entries(varies)) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toBe(vary);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(servedHtml);
    }
    const gzipped = await get('/dashboard', 'gzip');
    expect(gzipped.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(servedHtml);
  });
});

describe('files that are not served', () => {
  it('keeps source maps private by default: a 404, not the page', async () => {
    const response = await get(`${MAIN_SCRIPT}.map`, 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('serves source maps when SOURCE_MAPS=public', async () => {
    const response = await withPublicMaps.app.inject({ url: `${MAIN_SCRIPT}.map` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(sourceMap));
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a compressed copy asked for by name, or a missing asset, with 404', async () => {
    for (const url of [
      `${MAIN_SCRIPT}.br`,
      `${MAIN_SCRIPT}.gz`,
      '/index.html.br',
      '/assets/gone.js',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
  });

  it("keeps the build's manifest and its copies private: a 404, not the page", async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/.vite/manifest.json.gz',
      '/.vite/',
      '/.vite',
    ]) {
      for (const acceptEncoding of ['br, gzip', undefined]) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code, url).toBe('NOT_FOUND');
      }
    }
  });
});
