import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Unique across the parallel workers, which each count from zero. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 13)}@example.com`;
}

/** The password of every account a journey makes. */
export const PASSWORD = 'Str0ng!pass';

/**
 * Signs up through the form and, unless told not to, accepts the platform disclaimer on the
 * dashboard, as everyone who lists or rents has.
 */
export async function signUpThroughForm(
  page: Page,
  email: string,
  password = PASSWORD,
  { acceptDisclaimer = true }: { acceptDisclaimer?: boolean } = {},
) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Neighbour');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('5551234567');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (!acceptDisclaimer) return;
  const panel = page.getByRole('region', { name: 'Platform Disclaimer' });
  await panel.getByRole('button', { name: 'I Understand and Accept' }).click();
  await expect(panel).toBeHidden();
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the login form, whoever was signed in before. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}
