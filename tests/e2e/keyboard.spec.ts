import { expect, test } from '@playwright/test';
import { register } from './api';
import { PASSWORD, uniqueEmail } from './helpers';
import { photo } from './images';
import { expectVisibleFocus, press, startSignedIn, tabTo, typeInto } from './keyboard';

// The main journeys once more, with nothing but the keyboard after the first page load: every
// control is reached with Tab, and every stop on the way shows where focus is.

test('sign up with the keyboard alone, starting from the skip link', async ({ page }) => {
  const email = uniqueEmail('keys');
  await page.goto('/signup');
  await expect(page.getByLabel('First name')).toBeVisible();
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  await typeInto(page, page.getByLabel('First name'), 'Kay');
  await typeInto(page, page.getByLabel('Last name'), 'Board');
  await typeInto(page, page.getByLabel('Email address'), email);
  await typeInto(page, page.getByLabel('Phone number'), '5551234567');
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await typeInto(page, page.getByLabel('Confirm password'), PASSWORD);
  await tabTo(page, page.getByRole('checkbox'));
  await press(page, 'Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to Lendwell, Kay! Your account is ready.')).toBeVisible();

  // The account menu opens, moves and closes by keyboard and gives focus back to its button.
  const menuButton = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, menuButton, { backwards: true });
  await press(page, 'Enter');
  await expect(page.getByRole('menu')).toContainText(email);
  await press(page, 'ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expectVisibleFocus(page);
});

test('the account menu opens on the arrow keys before its code has loaded, as it does after', async ({
  page,
  request,
}) => {
  const person = await register(request, 'Arlo');
  for (const [key, item] of [
    ['ArrowDown', page.getByRole('menuitem').first()],
    ['ArrowUp', page.getByRole('menuitem', { name: 'Sign Out' })],
  ] as const) {
    await startSignedIn(page, person, '/');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await tabTo(page, menuButton);
    await press(page, key);
    await expect(page.getByRole('menu')).toBeVisible();
    // The menu keeps the focus itself and marks the item the arrow keys are on.
    await expect(item).toHaveAttribute('data-focus', '');
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
  }
});

test('list an item with the keyboard: fields, photos by file chooser, reorder, submit', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Lena');
  const title = `Keyboard tent ${Math.random().toString(36).slice(2, 8)}`;
  await startSignedIn(page, owner, '/add-item');
  await expect(page.getByRole('heading', { name: 'List an Item', level: 1 })).toBeVisible();

  await typeInto(page, page.getByLabel('Title *'), title);
  await typeInto(page, page.getByLabel('Description *'), 'Sleeps four; pegs and mallet included.');
  await tabTo(page, page.getByLabel('Category *'));
  await page.keyboard.type('Sports');
  await expect(page.getByLabel('Category *')).toHaveValue(/.+/);
  await typeInto(page, page.getByLabel('Price (USD) *'), '12');
  await typeInto(page, page.getByLabel('Address *'), '5 Lake Road');
  await typeInto(page, page.getByLabel('City'), 'Springfield');
  await typeInto(page, page.getByLabel('ZIP code'), '62701');

  await tabTo(page, page.locator('input[type=file]'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles([
    await photo('red.jpg', '#c0392b'),
    await photo('blue.jpg', '#2c7fb8'),
  ]);
  // The photo list loads its code with the first photos: wait for both before their uploads.
  await expect(page.getByRole('button', { name: /^Photo (red|blue)\.jpg/ })).toHaveCount(2);
  await expect(page.getByText('Uploading')).toHaveCount(0, { timeout: 15_000 });

  // The second photo becomes the main one: pick it up with Space, move it left, drop it.
  const blue = page.getByRole('button', { name: /^Photo blue\.jpg/ });
  await tabTo(page, blue, { backwards: true });
  await press(page, 'Space');
  await expect(blue).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Photo blue.jpg is over its own place, 2 of 2.')).toBeAttached();
  // The drag library listens for the arrow keys only from the task after the pick-up, and a key
  // pressed before that is lost; at the first place a further ArrowLeft does nothing.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Photo blue.jpg is over place 1 of 2.')).toBeAttached({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  // A drop takes the place last announced, so Space now makes it the main photo.
  await page.keyboard.press('Space');
  await expect(
    page.getByText('Photo blue.jpg dropped in place 1 of 2. It is the main photo.'),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: /^Photo blue\.jpg, main photo/ })).toBeVisible();
  await expectVisibleFocus(page);

  await tabTo(page, page.getByRole('button', { name: 'List Item' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('$12.00')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, leads on and closes by keyboard', async ({ page, request }) => {
    const account = await register(request, 'Pia');
    await startSignedIn(page, account, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await tabTo(page, menu.getByRole('link', { name: 'Browse Items' }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, menu.getByRole('link', { name: 'My Profile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toBeHidden();
    await tabTo(page, page.getByLabel('Display name'));
  });
});
