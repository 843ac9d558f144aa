import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { type Account, bearer, book, listItem, register, uniqueTitle } from './api';
import { photo } from './images';
import { MAP_TILES, stubMapTiles } from './mapTiles';

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test('search near a ZIP code within a radius on my dates, by distance, on the map and back', async ({
  page,
  request,
}) => {
  const tiles = await stubMapTiles(page);
  const owner = await register(request, 'Nia', 'Near');
  const renter = await register(request, 'Rex', 'Renter');
  const word = uniqueTitle('near').split(' ')[1] ?? 'near';
  const here = { city: 'San Francisco', zipCode: '94110' };
  const kayak = await listItem(request, owner, { title: `Kayak ${word}`, price: 30, ...here });
  const paddle = await listItem(request, owner, { title: `Paddle ${word}`, price: 8, ...here });
  // 1.6 miles away, 9.0 (booked on the dates) and 10.9 (beyond ten miles).
  const tent = await listItem(request, owner, {
    title: `Tent ${word}`,
    price: 12,
    city: 'San Francisco',
    zipCode: '94103',
  });
  const ladder = await listItem(request, owner, {
    title: `Ladder ${word}`,
    city: 'Oakland',
    zipCode: '94612',
  });
  await listItem(request, owner, { title: `Canoe ${word}`, city: 'Oakland', zipCode: '94601' });

  const today = earliestTodayOnEarth(new Date());
  const dates = { from: addDays(today, 20), to: addDays(today, 23) };
  const bookingId = await book(request, renter, ladder.id, {
    from: addDays(today, 21),
    to: addDays(today, 22),
  });
  const confirmed = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(owner),
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  await page.goto(`/listings?search=${word}`);
  await expect(page.getByText('5 items found')).toBeVisible();

  // A ZIP code the server would refuse is explained and never sent.
  const searches: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/items?')) searches.push(sent.url());
  });
  await page.getByLabel('City or ZIP code').fill('941');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Enter a 5-digit US ZIP code.')).toBeVisible();
  await expect(page.getByText('Fix the highlighted filters to search.')).toBeVisible();
  expect(searches.filter((url) => url.includes('near=941&'))).toEqual([]);

  await page.getByLabel('City or ZIP code').fill('94110');
  await page.getByLabel('First day').fill(dates.from);
  await page.getByLabel('Return day').fill(dates.to);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`search=${word}&near=94110&from=${dates.from}&to=${dates.to}$`),
  );
  await expect(page.getByLabel('Within')).toHaveValue('10');
  await expect(page.getByText('3 items found')).toBeVisible();

  // Wider: the canoe 10.9 miles away joins; the ladder stays out, booked on those days.
  await page.getByLabel('Within').selectOption('25');
  await expect(page.getByText('4 items found')).toBeVisible();
  await expect(card(page, ladder.title)).toHaveCount(0);
  await page.getByLabel('Within').selectOption('10');
  await expect(page).toHaveURL(
    new RegExp(`search=${word}&near=94110&radius=10&from=${dates.from}&to=${dates.to}$`),
  );
  await expect(page.getByText('3 items found')).toBeVisible();
  await expect(card(page, kayak.title)).toContainText('0.0 mi');
  await expect(card(page, paddle.title)).toContainText('0.0 mi');
  await expect(card(page, tent.title)).toContainText('1.6 mi');
  await expect(card(page, ladder.title)).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Distance');
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page.getByRole('article').last()).toContainText(tent.title);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/&view=map$/);
  const map = page.getByRole('region', { name: 'Map of the items found' });
  // The kayak and the paddle share a ZIP code's centre: one cluster of two, said in words.
  await expect(map.locator('.marker-cluster .sr-only')).toHaveText(['2 items']);
  const tentMarker = map.getByRole('button', { name: `${tent.title}, $12.00` });
  await expect(tentMarker).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap contributors' })).toBeVisible();
  expect(tiles.served()).toBeGreaterThan(0);
  await tentMarker.click();
  // The dates searched for go with the item, to its booking panel.
  await expect(map.getByRole('link', { name: tent.title })).toHaveAttribute(
    'href',
    `/item/${tent.id}?from=${dates.from}&to=${dates.to}`,
  );
  await expect(map.locator('.leaflet-popup')).toContainText('1.6 mi');

  await page.getByRole('button', { name: 'Grid', exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(/near=94110&radius=10/);
  await expect(page.getByLabel('City or ZIP code')).toHaveValue('94110');
  await expect(page.getByLabel('First day')).toHaveValue(dates.from);
  await expect(page.getByText('3 items found')).toBeVisible();
  await expect(card(page, tent.title)).toContainText('1.6 mi');

  await card(page, tent.title).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: tent.title })).toBeVisible();
  await expect(page.getByLabel('Pick up', { exact: true })).toHaveValue(usDate(dates.from));
  await expect(page.getByLabel('Return', { exact: true })).toHaveValue(usDate(dates.to));
});

/** A date as the booking panel's pickers write it: 03/14/2027. */
const usDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

test('without tiles the map says so, counts items it cannot place, and the list still works', async ({
  page,
  request,
}) => {
  await page.route(MAP_TILES, (route) => route.abort('internetdisconnected'));
  const owner = await register(request, 'Uma', 'Offline');
  const word = uniqueTitle('offline').split(' ')[1] ?? 'offline';
  await listItem(request, owner, {
    title: `Sewing machine ${word}`,
    city: 'San Francisco',
    zipCode: '94110',
  });
  await listItem(request, owner, { title: `Sander ${word}`, city: 'Nowhere', zipCode: '00000' });

  await page.goto(`/listings?search=${word}&view=map`);
  await expect(page.getByText('The map could not load. The list still works.')).toBeVisible();
  await expect(page.getByText('1 item has no location and is not on the map.')).toBeVisible();
  await page.getByRole('button', { name: 'Show the list' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}$`));
  await expect(page.getByRole('article')).toHaveCount(2);
});

/** `count` items sharing one uploaded photo and one ZIP code, listed through the API. */
async function manyItems(request: APIRequestContext, owner: Account, word: string, count: number) {
  const upload = await request.post('/api/upload/image', {
    headers: bearer(owner),
    multipart: { image: await photo('shared.jpg', '#2f855a', 320, 240) },
  });
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  for (let index = 1; index <= count; index += 1) {
    const created = await request.post('/api/items', {
      headers: bearer(owner),
      data: {
        title: `Folding chair ${index} ${word}`,
        description: 'One of a set of folding chairs for a party.',
        location: '5 Lake Road',
        city: 'Springfield',
        zipCode: '62701',
        price: 3,
        duration: 'day',
        categoryId: 1,
        imageUrls: [imageUrl],
      },
    });
    expect(created.status()).toBe(201);
  }
}

test('the map shows every result of a search, not one page of the list', async ({
  page,
  request,
}) => {
  await stubMapTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await register(request, 'Cara', 'Chairs');
  const word = uniqueTitle('chairs').split(' ')[1] ?? 'chairs';
  // One more than a page of the list.
  await manyItems(request, owner, word, 25);
  await page.goto(`/listings?search=${word}&view=map`);
  await expect(page.getByText('25 items found')).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the items found' });
  await expect(map.locator('.marker-cluster .sr-only')).toHaveText(['25 items']);
  // The map has no pages, and nothing is left out that would need saying so.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await expect(page.getByText(/The map shows the first/)).toHaveCount(0);

  // Near a place with none of them within 50 miles, the empty result says so and widens.
  await page.goto(`/listings?search=${word}&near=94110`);
  await expect(page.getByText('No items found')).toBeVisible();
  await expect(page.getByText('Nothing matches within 50 miles of 94110.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('near-miss-390.png') });
  await page.getByRole('button', { name: 'Search everywhere' }).click();
  await expect(page).toHaveURL(new RegExp(`/listings\\?search=${word}$`));
  await expect(page.getByText('25 items found')).toBeVisible();

  // Near a place 16.6 miles away: the nearest match's distance, and the radius that reaches it.
  await page.goto(`/listings?search=${word}&near=62530`);
  await expect(
    page.getByText(
      /^Nothing matches within 10 miles of 62530\. The nearest match is 1[0-9] mi away\.$/,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Search within 25 miles' }).click();
  await expect(page).toHaveURL(/near=62530&radius=25$/);
  await expect(page.getByText('25 items found')).toBeVisible();
});

test('one place field: its example is a place with items, and a city name is matched by name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listings');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const place = page.getByLabel('City or ZIP code');
  await expect(place).toHaveAttribute('placeholder', /^e\.g\. \d{5}$/);
  const example = ((await place.getAttribute('placeholder')) ?? '').replace('e.g. ', '');
  await place.fill(example);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`near=${example}$`));
  await expect(page.getByText(/^[1-9][0-9,]* items? found$/)).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  await place.fill('Springfield');
  await expect(page.getByLabel('Within')).toBeDisabled();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/listings\?location=Springfield$/);
  await expect(page.getByText(/^[1-9][0-9,]* items? found$/)).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(place).toHaveValue('Springfield');
  await page.screenshot({ path: test.info().outputPath('one-place-field-390.png') });
});

test('"Use my location" searches near the nearest ZIP code, and says when there is none', async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 37.7501, longitude: -122.4153 });
  await page.goto('/listings');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/\/listings\?near=94110$/);
  await expect(page.getByLabel('City or ZIP code')).toHaveValue('94110');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toContainText('Distance');

  // Paris, in a browser of its own (the last position is reused for a while): no US ZIP code.
  const abroad = await browser.newPage({
    permissions: ['geolocation'],
    geolocation: { latitude: 48.8566, longitude: 2.3522 },
  });
  await abroad.goto(page.url().replace(/\?.*$/, ''));
  await abroad.getByRole('button', { name: 'Use my location' }).click();
  await expect(abroad.getByRole('alert')).toHaveText(
    'We could not find a US ZIP code near your location. Enter a ZIP code instead.',
  );
  await expect(abroad.getByLabel('City or ZIP code')).toHaveValue('');
  await abroad.close();
});

test('"Use my location" explains a refused permission', async ({ page }) => {
  await page.goto('/listings');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Location access is blocked. Allow it for this site in your browser, or type a ZIP code.',
  );
});
