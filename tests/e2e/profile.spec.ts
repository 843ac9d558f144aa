import { expect, test } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from './helpers';
import { photo } from './images';

test('the profile validates, saves, and updates the navbar', async ({ page }) => {
  await signUpThroughForm(page, uniqueEmail('profile'));
  // On a phone, where the form is taller than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');

  const phone = page.getByLabel('Phone number');
  await phone.fill('');
  await phone.pressSequentially('555987654321');
  await expect(phone).toHaveValue('(555) 987-6543');

  await page.getByLabel('Display name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Display name')).toBeFocused();
  await expect(page.getByText('Display name is required')).toBeInViewport();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByText('ZIP code is required')).toBeVisible();

  await page.getByLabel('Display name').fill('Morgan Lee Hart');
  await page.getByLabel('Street address').fill('9 Willow Lane');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('ZIP code').fill('6270');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid ZIP code')).toBeVisible();

  await page.getByLabel('ZIP code').fill('62704-1234');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The confirmation is beside Save, where the person is looking.
  const saved = page.getByText('Profile updated successfully!');
  await expect(saved).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeInViewport();
  await expect(saved).toBeHidden({ timeout: 5_000 });

  // The account menu is the desktop's navbar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Morgan Lee Hart');
  await expect(page.getByLabel('Phone number')).toHaveValue('(555) 987-6543');
  await expect(page.getByLabel('ZIP code')).toHaveValue('62704-1234');
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Morgan');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('ML');
});

test('a new profile photo is checked, uploaded and shown in the navbar after saving', async ({
  page,
}) => {
  await signUpThroughForm(page, uniqueEmail('photo'));
  await page.goto('/profile');
  await page.getByLabel('Street address').fill('9 Willow Lane');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('ZIP code').fill('62704');

  const chooser = page.getByLabel('Change photo');
  await chooser.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(page.getByText('Please select a valid image file')).toBeVisible();

  await chooser.setInputFiles(await photo('me.jpg', '#2c7fb8', 600, 600));
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Account menu' }).locator('img[src^="/uploads/"]'),
  ).toBeVisible();
});
