import { expect, type Page, test } from '@playwright/test';
import { APP_NAME } from '../../src/shared/constants';
import { type Account, listItem, register, uniqueTitle } from './api';
import { startSignedIn } from './keyboard';

/** What search engines and link previews read: a page's title, description and language. */
async function expectPageHead(page: Page) {
  await expect(page).toHaveTitle(new RegExp(` · ${APP_NAME}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
}

test('every measured page has a title, a description and a language', async ({ page }) => {
  for (const path of ['/', '/listings', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectPageHead(page);
  }
  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('User-agent: *');
});

test("list cards fetch the first photo first and the ones further down when they're near", async ({
  page,
}) => {
  await page.goto('/listings');
  const photos = page.locator('article img');
  await expect(photos.nth(4)).toBeAttached();
  const first = photos.first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('srcset', /\.webp 400w, .*\.jpg 1200w$/);
  await expect(first).toHaveAttribute('sizes', /100vw$/);
  await expect(first).toHaveAttribute('width', '1200');
  await expect(first).toHaveAttribute('height', '900');
  await expect(photos.nth(4)).toHaveAttribute('loading', 'lazy');
  await expect(photos.nth(4)).not.toHaveAttribute('fetchpriority', 'high');
});

test("the item page's HTML names its photo, its data and its script, and they are fetched once", async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Hinting');
  const title = uniqueTitle('Tent "for four" <sleeps 4>');
  const item = await listItem(request, owner, {
    title,
    description: 'Pitches in five minutes & packs into its own bag.',
    photos: 2,
  });
  const [firstPhoto] = item.image_urls;
  if (!firstPhoto) throw new Error('the item was listed without photos');

  const html = await (await request.get(`/item/${item.id}`)).text();
  const escapedTitle = title
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  expect(html).toContain(`<title>${escapedTitle} · ${APP_NAME}</title>`);
  expect(html).toContain(
    '<meta name="description" content="Pitches in five minutes &amp; packs into its own bag." />',
  );
  expect(html).toMatch(
    new RegExp(`<link rel="preload" as="image" href="${firstPhoto}" [^>]*fetchpriority="high">`),
  );
  expect(html).toContain(
    `<link rel="preload" as="fetch" href="/api/items/${item.id}" crossorigin>`,
  );
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ItemDetailPage-/);

  for (const read of [`/api/items/${item.id}/booked-dates`, `/api/reviews/item/${item.id}`]) {
    expect(html).toContain(`<link rel="preload" as="fetch" href="${read}" crossorigin>`);
  }

  await expectItemReadsOnce(page, item.id, title);
});

test("a signed-in visitor's item page takes its data from the preloads too", async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Lending');
  const title = uniqueTitle('Pressure washer');
  const description = 'Cleans a patio in an hour; hose and two nozzles included.';
  const item = await listItem(request, owner, { title, description });
  const visitor = await register(request, 'Visiting');
  await expectItemReadsOnce(page, item.id, title, visitor);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a click from the listings to an item shows the item page before its data', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Prompt');
  const title = uniqueTitle('Belt sander');
  const item = await listItem(request, owner, { title });
  await page.clock.install();
  await page.goto('/listings');
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();

  // The item's answer is held back until the page has been seen without it.
  let releaseItem: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    releaseItem = resolve;
  });
  await page.route(`**/api/items/${item.id}`, async (route) => {
    await held;
    await route.continue();
  });
  // The document's first page waits a while for its data; a move within the app must not wait
  // at all. With the page's clock stopped, no wait can end, so only a move that does not wait
  // reaches the item's page. How fast it is: `npm run bench:timings`.
  await page.clock.pauseAt(Date.now() + 1_000);
  await card.click();
  await expect(page).toHaveURL(`/item/${item.id}`);
  await expect(page.getByText('Loading item details...')).toBeVisible();
  await page.clock.resume();
  releaseItem();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

/**
 * Opens the item's page (signed in as `visitor` if given) and checks that the item, its booked
 * dates and its reviews were each fetched once: the preloads named in the HTML were used, even
 * by a visitor whose own reads carry the session.
 */
async function expectItemReadsOnce(page: Page, itemId: string, title: string, visitor?: Account) {
  const preloaded = [
    `/api/items/${itemId}`,
    `/api/items/${itemId}/booked-dates`,
    `/api/reviews/item/${itemId}`,
  ];
  const readsAsked: string[] = [];
  const sessionsSent: (string | undefined)[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (preloaded.includes(pathname)) readsAsked.push(pathname);
    if (pathname === `/api/reviews/item/${itemId}/eligibility`) {
      sessionsSent.push(sent.headers().authorization);
    }
  });
  if (visitor) await startSignedIn(page, visitor, `/item/${itemId}`);
  else await page.goto(`/item/${itemId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectPageHead(page);
  const mainPhoto = page.getByRole('img', { name: title });
  await expect(mainPhoto).toHaveAttribute('fetchpriority', 'high');
  await expect(mainPhoto).toHaveAttribute('srcset', /\.webp 400w, .*\.jpg 1200w$/);
  // The item's, the booking panel's and the reviews' first reads are the preloaded ones.
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  // The visitor's answer shows once their own question has been asked and answered.
  if (visitor) {
    await expect(
      page.getByText('You can review this item after completing a rental.'),
    ).toBeVisible();
  }
  expect(readsAsked.sort()).toEqual(preloaded.sort());
  // Whether a review may be written is the visitor's own question, asked with their session.
  expect(sessionsSent).toEqual(visitor ? [`Bearer ${visitor.token}`] : []);
}
