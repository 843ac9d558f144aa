import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

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

/** The least a finger needs to land on, each way (WCAG 2.5.5, Apple's and Google's guides). */
const TAP_TARGET_PX = 44;

/**
 * A checkbox or radio can be tapped on a target of at least 44 × 44 px: itself, or a label of
 * its, which toggles it as well (the box it draws may be smaller).
 */
export async function expectTapTarget(control: Locator) {
  const target = await control.evaluate((input: HTMLInputElement) =>
    [input, ...(input.labels ?? [])]
      .map((element) => element.getBoundingClientRect())
      .map((box) => ({ width: Math.round(box.width), height: Math.round(box.height) }))
      .reduce((best, box) =>
        Math.min(box.width, box.height) > Math.min(best.width, best.height) ? box : best,
      ),
  );
  expect(target.width, 'tap target width').toBeGreaterThanOrEqual(TAP_TARGET_PX);
  expect(target.height, 'tap target height').toBeGreaterThanOrEqual(TAP_TARGET_PX);
}

/** The element's text shows whole: not cut off, nor shortened with an ellipsis. */
export async function expectWholeText(element: Locator) {
  await expect(element).toBeVisible();
  const cut = await element.evaluate(
    (shown) =>
      shown.scrollWidth > shown.clientWidth || getComputedStyle(shown).textOverflow === 'ellipsis',
  );
  expect(cut, `"${await element.textContent()}" is shown whole`).toBe(false);
}
