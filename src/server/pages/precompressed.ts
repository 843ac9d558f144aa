import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/** Brotli when the client takes it (smallest, made once), else gzip, else the plain text. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding, ENCODINGS) ?? undefined;
}
