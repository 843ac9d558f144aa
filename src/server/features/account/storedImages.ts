import { UPLOADS_URL_PREFIX } from '../../storage/imageStorage';

/** What the upload pipeline stores: a JPEG and a WebP thumbnail named by the JPEG's SHA-256. */
const STORED_IMAGE_URL = new RegExp(`^${UPLOADS_URL_PREFIX}([0-9a-f]{64})\\.(?:jpg|webp)$`);

/**
 * The stored files behind these image URLs, grouped by content hash; URLs that are not the
 * pipeline's own (demo pictures, anything else) name no file and are left out.
 */
export function storedImageNames(
  imageUrls: readonly string[],
): { hash: string; names: string[] }[] {
  const hashes = new Set<string>();
  for (const url of imageUrls) {
    const hash = STORED_IMAGE_URL.exec(url)?.[1];
    if (hash) hashes.add(hash);
  }
  return [...hashes].map((hash) => ({ hash, names: [`${hash}.jpg`, `${hash}.webp`] }));
}
