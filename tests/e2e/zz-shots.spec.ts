import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { listItem, register, uniqueTitle } from './api';

const TILES = 'https://tile.openstreetmap.org/**';
async function stubTiles(page: Page) {
  const tile = await sharp({
    create: { width: 256, height: 256, channels: 3, background: '#dfe9e1' },
  })
    .png()
    .toBuffer();
  await page.route(TILES, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  );
}

for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await stubTiles(page);
    const owner = await register(request, 'Shot', 'Owner');
    const word = uniqueTitle('shot').split(' ')[1] ?? 'shot';
    const zips = [
      ['94110', 'San Francisco'],
      ['94110', 'San Francisco'],
      ['94103', 'San Francisco'],
      ['94612', 'Oakland'],
      ['94501', 'Alameda'],
      ['94601', 'Oakland'],
      ['00000', 'Nowhere'],
    ];
    let n = 0;
    for (const [zipCode, city] of zips) {
      n += 1;
      await listItem(request, owner, {
        title: `Camping tent ${n} ${word}`,
        price: 10 + n,
        zipCode,
        city,
      });
    }
    await page.goto(`/listings`);
    await page.waitForTimeout(300);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/map-shots/${width}-1-plain.png`, fullPage: false });
    if (width === 390) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.screenshot({ path: `/tmp/map-shots/${width}-2-open.png`, fullPage: false });
    }
    await page.goto(`/listings?search=${word}&near=94110&radius=25&sort=distance`);
    await expect(page.getByText('6 items found')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/map-shots/${width}-3-results.png`, fullPage: true });
    await page.goto(`/listings?search=${word}&near=941&from=2027-01-05&to=2027-01-02`);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/map-shots/${width}-4-problems.png`, fullPage: false });
    await page.goto(`/listings?search=${word}&view=map`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/map-shots/${width}-5-map.png`, fullPage: true });
    if (width === 390) {
      await page.locator('.marker-cluster').first().click();
      await page.waitForTimeout(800);
    }
    await page.locator('.listing-marker').first().click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/map-shots/${width}-6-popup.png`, fullPage: false });
    await page.unroute(TILES);
    await page.route(TILES, (route) => route.abort('internetdisconnected'));
    await page.goto(`/listings?search=${word}&near=94110&radius=50&view=map`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/map-shots/${width}-7-notiles.png`, fullPage: true });
  });
}
