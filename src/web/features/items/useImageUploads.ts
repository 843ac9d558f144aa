import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  checkChosenImages,
  ITEM_IMAGE_MAX_BYTES,
  MAX_ITEM_IMAGES,
  thumbnailUrl,
} from '../../../shared/images';
import { i18n } from '../../lib/i18n';
import { uploadImage } from './api';

export interface PickedImage {
  key: string;
  name: string;
  /** What the tile shows: a local preview while uploading, the stored thumbnail afterwards. */
  previewUrl: string;
  imageUrl?: string;
  status: 'uploading' | 'done' | 'failed';
}

function storedImage(imageUrl: string): PickedImage {
  return {
    key: imageUrl,
    name: imageUrl,
    previewUrl: thumbnailUrl(imageUrl),
    imageUrl,
    status: 'done',
  };
}

/**
 * The photos of an item being listed or edited: each chosen file is checked, shrunk in the
 * browser and uploaded at once, so saving the item only sends the stored URLs.
 */
export function useImageUploads(initialUrls: readonly string[] = []) {
  const [images, setImages] = useState<PickedImage[]>(() => initialUrls.map(storedImage));
  const [errors, setErrors] = useState<string[]>([]);
  const objectUrls = useRef(new Set<string>());
  // Two quick choices must count each other's photos, so the count is read from a ref, not a closure.
  const imageCount = useRef(images.length);
  imageCount.current = images.length;

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<PickedImage>) => {
    setImages((current) =>
      current.map((image) => (image.key === key ? { ...image, ...change } : image)),
    );
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      const { accepted, errors: problems } = checkChosenImages(
        imageCount.current,
        files,
        {
          maxCount: MAX_ITEM_IMAGES,
          maxBytes: ITEM_IMAGE_MAX_BYTES,
          tooLarge: (file) => i18n._('items.imageTooLarge', { file }),
        },
        {
          tooMany: i18n._('items.tooManyImages'),
          notAnImage: (file) => i18n._('items.notAnImage', { file }),
        },
      );
      setErrors(problems);
      imageCount.current += accepted.length;
      const picked = accepted.map((file) => {
        const previewUrl = URL.createObjectURL(file);
        objectUrls.current.add(previewUrl);
        return {
          file,
          image: { key: previewUrl, name: file.name, previewUrl, status: 'uploading' as const },
        };
      });
      setImages((current) => [...current, ...picked.map(({ image }) => image)]);

      const outcomes = await Promise.all(
        picked.map(async ({ file, image }) => {
          let resized: Blob;
          try {
            // Needed only once photos are picked, so not part of the page's first load.
            const { resizeImage } = await import('../../lib/resizeImage');
            resized = await resizeImage(file);
          } catch {
            update(image.key, { status: 'failed' });
            return 'processing';
          }
          try {
            const stored = await uploadImage(resized, file.name.replace(/\.\w+$/, '.jpg'));
            update(image.key, { status: 'done', imageUrl: stored.imageUrl });
            return 'ok';
          } catch {
            update(image.key, { status: 'failed' });
            return 'upload';
          }
        }),
      );
      const failures: string[] = [];
      if (outcomes.includes('processing')) failures.push(i18n._('items.imagesFailed'));
      if (outcomes.includes('upload')) failures.push(i18n._('items.uploadsFailed'));
      if (failures.length > 0) setErrors((current) => [...current, ...failures]);
    },
    [update],
  );

  const remove = useCallback((key: string) => {
    setImages((current) => current.filter((image) => image.key !== key));
  }, []);

  const imageUrls = useMemo(
    () =>
      images.flatMap((image) =>
        image.status === 'done' && image.imageUrl ? [image.imageUrl] : [],
      ),
    [images],
  );

  return {
    images,
    errors,
    imageUrls,
    uploading: images.some((image) => image.status === 'uploading'),
    add,
    remove,
    reorder: setImages,
  };
}
