import sharp from 'sharp';
import type { App } from '../../../src/server/app';
import { processAndStoreImage } from '../../../src/server/features/uploads/imagePipeline';
import type { CreateItemInput, Item } from '../../../src/shared/schemas/items';
import { testPlace } from './places';
import { testImageStorage } from './testStorage';
import { bearer } from './users';

const storedImages = new Map<string, Promise<string>>();

/** A real stored image in the test app's storage, made once per storage and reused. */
export function storedImageUrl(uploadsDir: string): Promise<string> {
  let url = storedImages.get(uploadsDir);
  if (!url) {
    url = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer()
      .then(async (png) => processAndStoreImage(await testImageStorage(uploadsDir), png))
      .then((image) => image.imageUrl);
    storedImages.set(uploadsDir, url);
  }
  return url;
}

export function itemInput(imageUrl: string, overrides: Partial<CreateItemInput> = {}) {
  return {
    title: 'Cordless drill',
    description: 'An 18 V drill with two batteries and a case of bits.',
    location: testPlace().address,
    city: testPlace().city,
    zipCode: testPlace().zipCode,
    price: 12.5,
    categoryId: 1,
    imageUrls: [imageUrl],
    ...overrides,
  } satisfies CreateItemInput;
}

export type ItemMaker = (overrides?: Partial<CreateItemInput>) => Promise<Item>;

/** Creates items as the given user through the API and returns them as the API answered. */
export function itemMaker(app: App, uploadsDir: string, token: string): ItemMaker {
  return async (overrides = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(token),
      payload: itemInput(await storedImageUrl(uploadsDir), overrides),
    });
    if (response.statusCode !== 201) {
      throw new Error(`creating an item failed with ${response.statusCode}: ${response.body}`);
    }
    return response.json<{ item: Item }>().item;
  };
}
