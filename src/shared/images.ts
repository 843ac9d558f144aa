export const MAX_ITEM_IMAGES = 10;
export const ITEM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 1200;
export const IMAGE_JPEG_QUALITY = 0.8;
export const THUMBNAIL_WIDTH = 400;

/** Every stored image is `/uploads/<sha256>.jpg`, with its thumbnail beside it as `.webp`. */
export const UPLOADED_IMAGE_URL = /^\/uploads\/[a-f0-9]{64}\.jpg$/;

export function thumbnailUrl(imageUrl: string): string {
  return imageUrl.replace(/\.jpg$/, '.webp');
}

/**
 * Both stored sizes of a photo, for `srcset`: the browser takes the 400 px thumbnail where it is
 * sharp enough and the full photo on wide or dense screens. Each width is the most it can be.
 */
export function photoSrcSet(imageUrl: string): string {
  return `${thumbnailUrl(imageUrl)} ${THUMBNAIL_WIDTH}w, ${imageUrl} ${IMAGE_MAX_DIMENSION}w`;
}

/** How wide a list card's photo is drawn: one column on phones, up to four in 1280 px. */
export const CARD_PHOTO_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * How wide the item page draws its main photo: two thirds of the page from 1024 px, the whole
 * width below. The server's preload hint and the page's <img> must give the browser the same.
 */
export const ITEM_PHOTO_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw';

export interface UploadedImage {
  imageUrl: string;
  thumbnailUrl: string;
}

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The browser's checks of newly chosen photos, in the spec's order: the count first,
 * then each file's type and size. Returns the files to keep and the messages to show; the
 * server checks again by decoding the content.
 */
export function checkChosenImages<F extends ChosenFile>(
  alreadyChosen: number,
  files: readonly F[],
  limits: { maxCount: number; maxBytes: number; tooLarge: (file: string) => string },
  texts: { tooMany: string; notAnImage: (name: string) => string },
): { accepted: F[]; errors: string[] } {
  if (alreadyChosen + files.length > limits.maxCount) {
    return { accepted: [], errors: [texts.tooMany] };
  }
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) errors.push(texts.notAnImage(file.name));
    else if (file.size > limits.maxBytes) errors.push(limits.tooLarge(file.name));
    else accepted.push(file);
  }
  return { accepted, errors };
}

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The profile picture's checks: an image, under 5 MB. Returns the message or null. */
export function profileImageProblem(
  file: ChosenFile,
  texts: { notAnImage: string; tooLarge: string },
): string | null {
  if (!file.type.startsWith('image/')) return texts.notAnImage;
  if (file.size >= PROFILE_IMAGE_MAX_BYTES) return texts.tooLarge;
  return null;
}
