import { expect, test } from '@playwright/test';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { type Account, listItem, register, uniqueTitle } from './api';
import { signUpThroughForm, uniqueEmail } from './helpers';
import { photo } from './images';

test('list an item with two photos, find it, edit its price and delete it', async ({ page }) => {
  const word = `zq${Date.now().toString(36)}`;
  const title = `Folding camp table ${word.slice(-4)}`;
  await signUpThroughForm(page, uniqueEmail('lister'));

  // On a phone: each problem shows by its own field, and the first takes the focus, in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/add-item');
  await page.getByRole('button', { name: 'List Item' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please fill in all required fields and upload at least one image.',
  );
  await expect(page.getByLabel('Title *')).toBeFocused();
  await expect(page.getByText(inEnglish('items.titleRequired'))).toBeInViewport();
  const missing = [
    ['Title *', 'items.titleRequired'],
    ['Description *', 'items.descriptionRequired'],
    ['Category *', 'items.categoryRequired'],
    ['Price (USD) *', 'items.priceRequired'],
    ['Address *', 'items.locationRequired'],
  ] as const;
  for (const [label, message] of missing) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(inEnglish(message));
  }
  // The photos are marked required as the other fields are, and say what they miss.
  const photoChooser = page.getByText('Add photos').locator('..').locator('input[type=file]');
  await expect(page.getByRole('group', { name: 'Images *' })).toBeVisible();
  await expect(photoChooser).toHaveAccessibleDescription(inEnglish('items.photosRequired'));

  await page.getByLabel('Title *').fill(title);
  await page
    .getByLabel('Description *')
    .fill(`Sturdy aluminium table, seats four. Secret word ${word}.`);
  await page.getByLabel('Category *').selectOption({ label: 'Sports & Fitness' });
  await page.getByLabel('Price (USD) *').fill('14.5');
  await page.getByLabel('Address *').fill('5 Lake Road');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('ZIP code').fill('62701');
  // The owner's rules are set with the listing, not only when editing it.
  await page.getByLabel('Minimum rental (days)').fill('2');
  await page.getByLabel('Maximum rental (days)').fill('10');
  await expect(page.getByRole('region', { name: 'Live preview' })).toContainText(title);
  await expect(page.getByRole('region', { name: 'Live preview' })).toContainText('$14.50');
  // Only the photos missing now: the focus goes to their chooser, the one field left.
  await page.getByRole('button', { name: 'List Item' }).click();
  await expect(photoChooser).toBeFocused();
  await expect(page.getByText(inEnglish('items.photosRequired'))).toBeInViewport();

  await photoChooser.setInputFiles([
    await photo('red.jpg', '#c0392b'),
    await photo('blue.jpg', '#2c7fb8'),
  ]);
  await expect(page.getByText('Main photo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Photo red\.jpg, main photo/ })).toBeVisible();
  await expect(page.getByText('Uploading')).toHaveCount(0, { timeout: 15_000 });

  await page.getByRole('button', { name: 'List Item' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Owner Actions' })).toBeVisible();
  await expect(page.getByText('$14.50')).toBeVisible();
  // The owner sees the street address that other visitors do not.
  await expect(page.getByText('5 Lake Road, Springfield, 62701')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: /View photo 1 of 2 full screen/ }).click();
  await expect(page.getByText('1 / 2', { exact: true }).last()).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('2 / 2', { exact: true }).last()).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await page.goto('/listings');
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(page.getByText('1 item found')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await page.getByRole('link', { name: new RegExp(title) }).click();
  await page.getByRole('link', { name: 'Edit Item' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Item' })).toBeVisible();
  await expect(page.getByText('PNG, JPG up to 10MB each')).toBeVisible();
  await expect(page.getByLabel(/^Address/)).toHaveValue('5 Lake Road');
  await expect(page.getByLabel('Minimum rental (days)')).toHaveValue('2');
  await expect(page.getByLabel('Maximum rental (days)')).toHaveValue('10');
  // Saving stays on the item, confirmed beside the button (on a phone, in view).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Price (USD) *').fill('19.99');
  // A refusal naming a field (answered here for the server) shows by that field, focused.
  const itemUrl = /\/api\/items\/[^/]+$/;
  await page.route(itemUrl, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: 'Please enter a valid ZIP code',
            code: 'VALIDATION_ERROR',
            field: 'zip_code',
          },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
    'Please enter a valid ZIP code',
  );
  await page.unroute(itemUrl);
  await page.getByRole('button', { name: 'Update Item' }).click();
  await expect(page.getByText('Item updated successfully!')).toBeInViewport();
  await expect(page).toHaveURL(/\/edit-item\/[^/]+$/);
  await expect(page.getByRole('button', { name: 'Update Item' })).toBeInViewport();
  await page.getByLabel('Price (USD) *').fill('19.95');
  await expect(page.getByText('Item updated successfully!')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('dl > div').filter({ hasText: 'My Items' })).toContainText('1');
  await page.getByRole('tab', { name: 'My Items' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(title);
  await expect(page.getByRole('tabpanel')).toContainText('$19.99');

  await page.goto('/my-listings');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('$19.99');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this item?');
    void dialog.accept();
  });
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No listings yet')).toBeVisible();

  await page.goto(`/listings?search=${word}`);
  await expect(page.getByText('No items found')).toBeVisible();
});

test('photo checks name the file; an eleventh photo is refused', async ({ page }) => {
  await signUpThroughForm(page, uniqueEmail('photos'));
  await page.goto('/add-item');
  const chooser = page.getByText('Add photos').locator('..').locator('input[type=file]');
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText('notes.txt is not a valid image file.')).toBeVisible();

  const eleven = await Promise.all(
    Array.from({ length: 11 }, (_, index) => photo(`p${index}.jpg`, '#888888', 40, 30)),
  );
  await chooser.setInputFiles(eleven);
  await expect(page.getByText('You can upload a maximum of 10 images.')).toBeVisible();
});

test('others see the booking side, cannot edit, and unknown items are not found', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Olive');
  const title = uniqueTitle('Garden sprayer');
  await listItem(request, owner, { title });
  await page.goto(`/listings?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Book This Item' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with Owner' })).toHaveAttribute(
    'href',
    /\/chat\/.+\?with=.+/,
  );
  const itemPath = new URL(page.url()).pathname;

  await signUpThroughForm(page, uniqueEmail('stranger'));
  await page.goto(itemPath.replace('/item/', '/edit-item/'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You are not allowed to edit this item.')).toBeVisible();

  await page.goto('/item/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Item Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Items' }).last()).toBeVisible();
});

test('a category tile opens Listings filtered by that category, kept in the URL', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Olive');
  const title = uniqueTitle('Label printer');
  // The migrations' categories: 2 is Electronics.
  await listItem(request, owner, { title, categoryId: 2 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Electronics', exact: true }).click();
  await expect(page).toHaveURL(/\/listings\?category=Electronics$/);
  await expect(page.getByRole('combobox').first()).toHaveValue('Electronics');
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: title })).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('Electronics');
});

test('the photo viewer takes the keyboard even when opened before its code has loaded', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Olive');
  const item = await listItem(request, owner, { title: uniqueTitle('Bounce house'), photos: 3 });
  let viewerCodeAsked = false;
  let releaseViewerCode = () => {};
  const viewerCodeHeld = new Promise<void>((resolve) => {
    releaseViewerCode = resolve;
  });
  // As on a slow connection: the viewer's code arrives only after the photo is clicked.
  await page.route(/\/assets\/PhotoViewer-[\w-]+\.js$/, async (route) => {
    viewerCodeAsked = true;
    await viewerCodeHeld;
    await route.continue();
  });
  await page.goto(`/item/${item.id}`);
  await page.getByRole('button', { name: 'View photo 1 of 3 full screen' }).click();
  expect(viewerCodeAsked).toBe(true);
  releaseViewerCode();

  const viewer = page.getByRole('dialog', { name: 'Lightbox' });
  await expect(viewer.getByText('1 / 3', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 3', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: 'View photo 2 of 3 full screen' })).toBeVisible();
});

test('photos whose code did not arrive say so, keep the form and load on retry', async ({
  page,
}) => {
  await signUpThroughForm(page, uniqueEmail('offline'));
  await page.goto('/add-item');
  await page.getByLabel('Title *').fill('Garden ladder');
  const photosCode = '**/assets/SortablePhotos-*.js';
  await page.route(photosCode, (route) => route.abort('internetdisconnected'));
  await page
    .getByText('Add photos')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles([await photo('green.jpg', '#27ae60')]);
  await expect(page.getByRole('alert')).toContainText(inEnglish('errors.partNotLoaded'));
  await expect(page.getByLabel('Title *')).toHaveValue('Garden ladder');

  await page.unroute(photosCode);
  await page.getByRole('button', { name: inEnglish('errors.retry') }).click();
  await expect(page.getByText('Main photo', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title *')).toHaveValue('Garden ladder');
});

test('a signed-in item view asks only for what its reader may read, and warns of nothing', async ({
  browser,
  request,
}) => {
  const owner = await register(request, 'Olive');
  const item = await listItem(request, owner, { title: uniqueTitle('Hedge trimmer') });
  const neighbour = await register(request, 'Nia');

  /** A page signed in as the account, and what went wrong on it: failed requests, warnings. */
  async function signedInPage(account: Account) {
    const context = await browser.newContext();
    await context.addInitScript(
      (token) => localStorage.setItem('lendwell.token', token),
      account.token,
    );
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (failed) =>
      failures.push(`${failed.failure()?.errorText} ${failed.url()}`),
    );
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') failures.push(message.text());
    });
    return { page, failures };
  }

  // A neighbour is told when the address comes, without a refused request for it.
  const neighbours = await signedInPage(neighbour);
  await neighbours.page.goto(`/item/${item.id}`);
  await expect(neighbours.page.getByRole('heading', { name: 'Book This Item' })).toBeVisible();
  await expect(
    neighbours.page.getByText(inEnglish('bookings.addressAfterConfirmation')),
  ).toBeVisible();
  expect(neighbours.failures).toEqual([]);

  // The owner reads it.
  const owners = await signedInPage(owner);
  await owners.page.goto(`/item/${item.id}`);
  await expect(owners.page.getByText('5 Lake Road, Springfield, 62701')).toBeVisible();
  expect(owners.failures).toEqual([]);
});
