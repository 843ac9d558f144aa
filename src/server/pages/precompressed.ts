import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** A page whose HTML is the same for everyone, compressed once per build as the build's files are. */
export interface PrecompressedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function precompressed(html: string): PrecompressedPage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  };
}

const ENCODINGS = ['br', 'gzip'];

/**
 * Brotli when the client takes it (smallest, made once), else gzip, else the plain text: the
 * server's preference among the codings the client accepts (browsers list gzip first).
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(
    ENCODINGS,
  );
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : undefined;
}
