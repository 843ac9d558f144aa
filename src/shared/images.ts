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

export interface UploadedImage {
  imageUrl: string;
  thumbnailUrl: string;
}
