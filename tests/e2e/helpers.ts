import { expect, type Page } from '@playwright/test';

let counter = 0;

export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUpThroughForm(page: Page, email: string, password = 'Str0ng!pass') {
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
}

export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
