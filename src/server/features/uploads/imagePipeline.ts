import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_DIMENSION,
  THUMBNAIL_WIDTH,
  type UploadedImage,
} from '../../../shared/images';
import type { ImageStorage } from '../../storage/imageStorage';

/** Raster formats we accept; SVG and PDF are refused even though libvips could read them. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** 100 megapixels: above any phone camera, below decompression-bomb territory. */
const MAX_INPUT_PIXELS = 100_000_000;

export class NotAnImageError extends Error {}

/**
 * Whether an error comes from the system (EMFILE, ENOMEM, ...) rather than from a decoder: those
 * say nothing about the picture, so they must surface as server faults, not as "not an image".
 */
function isSystemError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/** Decoders word their failures differently; any failure but a system one means "not an image". */
function asNotAnImage(error: unknown): never {
  if (isSystemError(error)) throw error;
  throw new NotAnImageError();
}

/**
 * Decodes the bytes (the only trustworthy check of type), turns the picture upright, drops all
 * metadata (EXIF, GPS, XMP), and stores a 1200 px JPEG and a 400 px WebP thumbnail named by the
 * JPEG's SHA-256.
 */
export async function processAndStoreImage(
  storage: Pick<ImageStorage, 'put' | 'url'>,
  input: Buffer,
): Promise<UploadedImage> {
  const decoder = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await decoder().metadata().catch(asNotAnImage);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new NotAnImageError();

  let jpeg: Buffer;
  let thumbnail: Buffer;
  try {
    const upright = decoder().autoOrient();
    // One after the other: two decodes of a large picture at once would double the memory.
    jpeg = await upright
      .clone()
      .resize(IMAGE_MAX_DIMENSION, IMAGE_MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: Math.round(IMAGE_JPEG_QUALITY * 100), mozjpeg: true })
      .toBuffer();
    thumbnail = await upright
      .clone()
      .resize(THUMBNAIL_WIDTH, THUMBNAIL_WIDTH, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    // A header that parses over a body that does not (truncated, corrupt rows, over the pixel
    // limit) is still not an image.
    asNotAnImage(error);
  }

  const name = createHash('sha256').update(jpeg).digest('hex');
  await storage.put(`${name}.jpg`, jpeg);
  await storage.put(`${name}.webp`, thumbnail);
  return { imageUrl: storage.url(`${name}.jpg`), thumbnailUrl: storage.url(`${name}.webp`) };
}
