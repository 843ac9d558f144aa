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

/** Whether the header accepts `coding`: by name if it names it, else by a `*`; q=0 refuses. */
function accepts(acceptEncoding: string, coding: string): boolean {
  const offers = acceptEncoding.split(',').map((part) => {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return { name, accepted: quality === undefined || Number(quality.slice(2)) > 0 };
  });
  const offer =
    offers.find((each) => each.name === coding) ?? offers.find((each) => each.name === '*');
  return offer?.accepted ?? false;
}

/** Brotli when the client takes it (smallest, made once), else gzip, else the plain text. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (accepts(acceptEncoding, 'br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}
