import { expect, test } from '@playwright/test';
import { signUpThroughForm, uniqueEmail } from './helpers';

test('the profile validates, saves, and updates the navbar', async ({ page }) => {
  await signUpThroughForm(page, uniqueEmail('profile'));
  await page.goto('/profile');

  const phone = page.getByLabel('Phone number');
  await phone.fill('');
  await phone.pressSequentially('555987654321');
  await expect(phone).toHaveValue('(555) 987-6543');

  await page.getByLabel('Display name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Display name is required')).toBeVisible();
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
  const saved = page.getByText('Profile updated successfully!');
  await expect(saved).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 5_000 });

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Morgan Lee Hart');
  await expect(page.getByLabel('Phone number')).toHaveValue('(555) 987-6543');
  await expect(page.getByLabel('ZIP code')).toHaveValue('62704-1234');
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Morgan');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('ML');
});
