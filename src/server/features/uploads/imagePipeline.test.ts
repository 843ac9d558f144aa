import { describe, expect, it, vi } from 'vitest';
import type { ImageStorage } from '../../storage/imageStorage';
import { NotAnImageError, processAndStoreImage } from './imagePipeline';

const metadata = vi.hoisted(() => vi.fn());
vi.mock('sharp', () => ({ default: () => ({ metadata }) }));

const storage: Pick<ImageStorage, 'put' | 'url'> = {
  put: async () => undefined,
  url: (name) => `/uploads/${name}`,
};

describe('processAndStoreImage', () => {
  it("answers a decoder's failure with NotAnImageError", async () => {
    metadata.mockRejectedValueOnce(new Error('Input buffer contains unsupported image format'));
    await expect(processAndStoreImage(storage, Buffer.from('nope'))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
  });

  it('lets a system error through, as it says nothing about the picture', async () => {
    const tooManyFiles = Object.assign(new Error('EMFILE: too many open files'), {
      code: 'EMFILE',
    });
    metadata.mockRejectedValueOnce(tooManyFiles);
    await expect(processAndStoreImage(storage, Buffer.from('nope'))).rejects.toBe(tooManyFiles);
  });
});
