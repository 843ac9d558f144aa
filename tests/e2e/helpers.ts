import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Item } from '../../src/shared/schemas/items';

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

/** A demo seed item, found through the public search by its exact title. */
export async function demoItem(request: APIRequestContext, title: string): Promise<Item> {
  const response = await request.get(`/api/items?search=${encodeURIComponent(title)}`);
  const { items } = (await response.json()) as { items: Item[] };
  const item = items.find((candidate) => candidate.title === title);
  if (!item) throw new Error(`the demo data has no ${title}`);
  return item;
}
