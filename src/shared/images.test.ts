import { describe, expect, it } from 'vitest';
import { inEnglish } from './i18n/allCatalogs';
import {
  checkChosenImages,
  ITEM_IMAGE_MAX_BYTES,
  MAX_ITEM_IMAGES,
  photoSrcSet,
  profileImageProblem,
  thumbnailUrl,
} from './images';

const limits = {
  maxCount: MAX_ITEM_IMAGES,
  maxBytes: ITEM_IMAGE_MAX_BYTES,
  tooLarge: (file: string) => inEnglish('items.imageTooLarge', { file }),
};
const texts = {
  tooMany: inEnglish('items.tooManyImages'),
  notAnImage: (file: string) => inEnglish('items.notAnImage', { file }),
};
const photo = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('checkChosenImages', () => {
  it('accepts images within the limits', () => {
    const files = [photo('a.jpg'), photo('b.png', ITEM_IMAGE_MAX_BYTES, 'image/png')];
    expect(checkChosenImages(0, files, limits, texts)).toEqual({ accepted: files, errors: [] });
  });

  it('refuses the whole choice when it would pass ten images', () => {
    const files = [photo('a.jpg'), photo('b.jpg')];
    expect(checkChosenImages(9, files, limits, texts)).toEqual({
      accepted: [],
      errors: ['You can upload a maximum of 10 images.'],
    });
  });

  it('names each file that is not an image or is too large, keeping the rest', () => {
    const files = [
      photo('notes.pdf', 10, 'application/pdf'),
      photo('huge.jpg', ITEM_IMAGE_MAX_BYTES + 1),
      photo('ok.jpg'),
    ];
    expect(checkChosenImages(0, files, limits, texts)).toEqual({
      accepted: [files[2]],
      errors: [
        'notes.pdf is not a valid image file.',
        'huge.jpg is too large. Maximum size is 10MB.',
      ],
    });
  });
});

describe('thumbnailUrl', () => {
  it('points at the WebP beside the JPEG', () => {
    expect(thumbnailUrl('/uploads/abc.jpg')).toBe('/uploads/abc.webp');
  });
});

describe('profileImageProblem', () => {
  const profileTexts = {
    notAnImage: inEnglish('profile.imageInvalid'),
    tooLarge: inEnglish('profile.imageTooLarge'),
  };
  it('accepts an image under 5 MB', () => {
    expect(profileImageProblem(photo('me.png', 5 * 1024 * 1024 - 1), profileTexts)).toBeNull();
  });
  it('refuses 5 MB and more', () => {
    expect(profileImageProblem(photo('me.jpg', 5 * 1024 * 1024), profileTexts)).toBe(
      'Image size must be less than 5MB',
    );
  });
  it('refuses what is not an image', () => {
    expect(profileImageProblem(photo('me.txt', 10, 'text/plain'), profileTexts)).toBe(
      'Please select a valid image file',
    );
  });
});

describe('photoSrcSet', () => {
  it('offers the thumbnail at 400 px and the photo at 1200 px', () => {
    const name = 'a'.repeat(64);
    expect(photoSrcSet(`/uploads/${name}.jpg`)).toBe(
      `/uploads/${name}.webp 400w, /uploads/${name}.jpg 1200w`,
    );
  });
});
