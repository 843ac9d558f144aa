import { expect, test } from '@playwright/test';
import { wordsIn } from '../../src/shared/i18n/allCatalogs';
import { listItem, register, uniqueTitle } from './api';

const inSpanish = wordsIn('es-US');

test.describe('a browser asking for Mexican Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets the listings in Spanish, plurals included', async ({ page, request }) => {
    const owner = await register(request, 'Sol', 'Sánchez');
    const word = uniqueTitle('idioma').split(' ')[1] ?? 'idioma';
    await listItem(request, owner, { title: `Taladro ${word}` });
    await listItem(request, owner, { title: `Escalera ${word}` });

    await page.goto(`/listings?search=${word}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByText('2 artículos encontrados')).toBeVisible();

    await page.goto(`/listings?search=${word}-ninguno`);
    await expect(page.getByText('No se encontraron artículos')).toBeVisible();
    await expect(page.getByText('0 artículos encontrados')).toBeVisible();
  });
});

test('a browser asking for German gets English, the source language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/listings?search=no-such-thing-anywhere');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByText('No items found')).toBeVisible();
  await context.close();
});

test('the pseudo-locale, chosen on the device, accents every word from the catalogs', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('lendwell.locale', 'en-XA'));
  await page.goto('/listings?search=no-such-thing-anywhere');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.getByText('[~~Ńō ĩţēḿś ƒōũńď~~]', { exact: true })).toBeVisible();
});

test('Spanish chosen on the device in an English browser: the server answers in Spanish too', async ({
  browser,
}) => {
  // Paris: no US ZIP code is near, and the server says so in the page's language.
  const context = await browser.newContext({
    locale: 'en-US',
    permissions: ['geolocation'],
    geolocation: { latitude: 48.8566, longitude: 2.3522 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('lendwell.locale', 'es-US'));
  await page.goto('/listings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByRole('button', { name: inSpanish('listings.useMyLocation') }).click();
  await expect(page.getByRole('alert')).toHaveText(inSpanish('places.noZipNearby'));
  await context.close();
});
