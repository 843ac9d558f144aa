import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';

/** The map's default tile server: outside the machine, so answered at the browser's edge. */
export const MAP_TILES = 'https://tile.openstreetmap.org/**';

/** Every tile a plain green-grey square, on one page or every page of a context; returns how many were asked for. */
export async function stubMapTiles(page: Page | BrowserContext): Promise<{ served: () => number }> {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#dfe9e1' },
  })
    .png()
    .toBuffer();
  let served = 0;
  await page.route(MAP_TILES, (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  return { served: () => served };
}
