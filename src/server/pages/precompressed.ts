import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

export type PageEncoding = 'br' | 'gzip';

/**
 * A page whose HTML is the same for everyone, compressed once per build as the build's files
 * are.
 */
export interface PrecompressedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  /**
   * Strong validators of the HTML's bytes, one per body sent: the brotli and gzip bodies differ
   * byte for byte, so a cache holding one must not be told it holds the other.
   */
  etags: Record<PageEncoding | 'identity', string>;
}

export function precompressed(html: string): PrecompressedPage {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

/**
 * Whether the client's copy is current: `If-None-Match` compares entity tags weakly (a `W/`
 * prefix on either side does not count), and `*` matches any.
 */
export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

const ENCODINGS = ['br', 'gzip'];

/**
 * Brotli when the client takes it (smallest, made once), else gzip, else the plain text: the
 * server's preference among the codings the client accepts (browsers list gzip first).
 */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(
    ENCODINGS,
  );
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}
