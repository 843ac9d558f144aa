import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, precompressed } from './precompressed';

describe('precompressed', () => {
  it('keeps the page as it is, in brotli and in gzip', () => {
    const html = `<!doctype html><title>${'Lendwell '.repeat(50)}</title>`;
    const page = precompressed(html);
    expect(page.html).toBe(html);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(html.length);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as a browser offers them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });

  it('honours a refusal (q=0) and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });

  it('sends the plain page when nothing it has is accepted', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('deflate, zstd')).toBeUndefined();
  });
});
