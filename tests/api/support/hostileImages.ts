import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG written byte by byte, so that its header may claim what its data does not hold.
 * `rows` are the filtered scanlines before compression.
 */
function handmadePng(
  header: { width: number; height: number; bitDepth: number; colorType: number },
  rows: Buffer,
  extra: Buffer[] = [],
) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr[8] = header.bitDepth;
  ihdr[9] = header.colorType;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 170-byte PNG that declares 30000 × 30000 pixels (2.7 GB once decoded) and holds one row. */
export function pixelFloodPng(): Buffer {
  const side = 30_000;
  return handmadePng(
    { width: side, height: side, bitDepth: 8, colorType: 2 },
    Buffer.alloc(1 + side * 3),
  );
}

/**
 * A complete, valid black-and-white PNG of `side` × `side` pixels whose zeros compress about a
 * thousand to one: a 20000 px one is some 50 kB on the wire and 1.2 GB once decoded to RGB.
 */
export function decompressionBombPng(side: number): Buffer {
  const rowBytes = 1 + Math.ceil(side / 8);
  return handmadePng(
    { width: side, height: side, bitDepth: 1, colorType: 0 },
    Buffer.alloc(rowBytes * side),
  );
}

/** Filter type 0 (none) before each row of mid-grey RGB pixels. */
function greyRows(side: number, filterType = 0): Buffer {
  const rowBytes = 1 + side * 3;
  const rows = Buffer.alloc(rowBytes * side, 0x80);
  for (let row = 0; row < side; row += 1) rows[row * rowBytes] = filterType;
  return rows;
}

/** A small PNG carrying a text comment. */
export function pngWithComment(comment: string): Buffer {
  const text = pngChunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1'));
  return handmadePng({ width: 16, height: 16, bitDepth: 8, colorType: 2 }, greyRows(16), [text]);
}

/** A PNG whose header is sound and whose rows name a filter type that does not exist. */
export function corruptRowsPng(): Buffer {
  return handmadePng({ width: 16, height: 16, bitDepth: 8, colorType: 2 }, greyRows(16, 9));
}

/** Puts a comment segment (COM) right after a JPEG's start marker. */
export function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    text,
    jpeg.subarray(2),
  ]);
}

export const HIDDEN_SCRIPT = '<script>alert(document.cookie)</script>';

/** A real JPEG that is also an HTML page: markup in a comment segment and after the image. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#456' } })
    .jpeg()
    .toBuffer();
  const page = `<!doctype html><html><body>${HIDDEN_SCRIPT}</body></html>`;
  return Buffer.concat([jpegWithComment(jpeg, page), Buffer.from(page)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`,
);

export const METADATA_MARKERS = ['secret-description', 'secret-creator', 'secret-comment'];

/** A phone photo with everything a camera and an editor put in: EXIF with GPS, XMP, ICC, a comment. */
export async function photoWithEveryMetadata(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#9a6' } })
    .jpeg()
    .withIccProfile('p3')
    .withExif({
      IFD0: { ImageDescription: 'secret-description', Artist: 'secret-creator' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="secret-creator"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  return jpegWithComment(jpeg, 'secret-comment');
}
