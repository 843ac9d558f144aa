import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, clientHasCurrent, precompressed } from './precompressed';

describe('precompressed', () => {
  it('keeps the page as it is, in brotli and in gzip', () => {
    const html = `<!doctype html><title>${'Lendwell '.repeat(50)}</title>`;
    const page = precompressed(html);
    expect(page.html).toBe(html);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(html.length);
  });

  it('tags each body apart, the same for the same HTML and another for other HTML', () => {
    const { etags } = precompressed('<!doctype html><title>Lendwell</title>');
    expect(new Set(Object.values(etags)).size).toBe(3);
    for (const etag of Object.values(etags)) expect(etag).toMatch(/^"[\w-]+"$/);
    expect(precompressed('<!doctype html><title>Lendwell</title>').etags).toEqual(etags);
    expect(precompressed('<!doctype html><title>Lendwell 2</title>').etags.br).not.toBe(etags.br);
  });
});

describe('clientHasCurrent', () => {
  it('finds the tag among those the client holds, weak or strong', () => {
    expect(clientHasCurrent('"abc-br"', '"abc-br"')).toBe(true);
    expect(clientHasCurrent('"old", W/"abc-br"', '"abc-br"')).toBe(true);
    expect(clientHasCurrent('*', '"abc-br"')).toBe(true);
  });

  it('does not take another body or version for this one', () => {
    expect(clientHasCurrent(undefined, '"abc-br"')).toBe(false);
    expect(clientHasCurrent('"abc-gz"', '"abc-br"')).toBe(false);
    expect(clientHasCurrent('"abc"', '"abc-br"')).toBe(false);
    expect(clientHasCurrent('abc-br', '"abc-br"')).toBe(false);
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
