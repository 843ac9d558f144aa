import sharp from 'sharp';
import type { App } from '../../../src/server/app';
import { processAndStoreImage } from '../../../src/server/features/uploads/imagePipeline';
import { testImageStorage } from './testStorage';
import { bearer } from './users';

export function exportAccount(app: App, token: string) {
  return app.inject({ url: '/api/account/export', headers: bearer(token) });
}

export function deleteAccount(app: App, token: string, password: string) {
  return app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(token),
    payload: { password },
  });
}

let shade = 0;

/** A stored image no other test shares: its files may be removed without touching anyone else's. */
export async function uniqueImageUrl(uploadsDir: string): Promise<string> {
  shade += 1;
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: shade % 256, g: 99, b: 7 } },
  })
    .png()
    .toBuffer();
  return (await processAndStoreImage(await testImageStorage(uploadsDir), png)).imageUrl;
}
