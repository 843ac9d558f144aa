import { describe, expect, it } from 'vitest';
import { storedImageNames } from './storedImages';

const hash = 'a'.repeat(64);

describe('storedImageNames', () => {
  it('gives both files of a stored image once, whichever of its URLs is named', () => {
    expect(storedImageNames([`/uploads/${hash}.jpg`, `/uploads/${hash}.webp`])).toEqual([
      { hash, names: [`${hash}.jpg`, `${hash}.webp`] },
    ]);
  });

  it('names no file for URLs that are not the upload pipeline’s own', () => {
    expect(
      storedImageNames([
        'https://example.com/picture.jpg',
        `/uploads/../${hash}.jpg`,
        `/uploads/${hash}.png`,
        '/uploads/short.jpg',
      ]),
    ).toEqual([]);
  });
});
