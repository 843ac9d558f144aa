import { IMAGE_JPEG_QUALITY, IMAGE_MAX_DIMENSION } from '../../shared/images';

/**
 * Shrinks a photo to fit 1200×1200 and re-encodes it as JPEG (quality 0.8) before upload, so
 * phones do not send 10 MB originals. The browser applies the EXIF orientation while decoding.
 */
export async function resizeImage(file: Blob, maxDimension = IMAGE_MAX_DIMENSION): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxDimension / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image'))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY,
    );
  });
}
