// Takes desktop (1280 px) and phone (390 px) screenshots of the main screens of a running
// Lendwell, signed out and signed in as the main demo account.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir]
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://localhost:5000';
const outDir = process.argv[3] ?? '.tmp/screenshots';
mkdirSync(outDir, { recursive: true });

const { items } = await (await fetch(`${baseUrl}/api/items?limit=50`)).json();
const demoOwnedItem = items.find((item) => item.ownerName === 'Alex Morgan') ?? items[0];
const othersItem = items.find((item) => item.ownerName !== 'Alex Morgan') ?? items[0];

const signedOutPages = [
  ['home', '/'],
  ['listings', '/listings'],
  ['listings-search', '/listings?search=tent&category=Sports%20%26%20Fitness'],
  ['item', `/item/${othersItem?.id}`],
  ['item-not-found', '/item/00000000-0000-4000-8000-000000000000'],
  ['login', '/login'],
  ['signup', '/signup'],
  ['not-found', '/no-such-page'],
  ['terms', '/terms-of-service'],
  ['privacy', '/privacy-policy'],
  ['disclaimer', '/disclaimer'],
  ['dashboard-signed-out', '/dashboard'],
];
const signedInPages = [
  ['dashboard', '/dashboard'],
  ['profile', '/profile'],
  ['add-item', '/add-item'],
  ['my-listings', '/my-listings'],
  ['item-owner', `/item/${demoOwnedItem?.id}`],
  ['edit-item', `/edit-item/${demoOwnedItem?.id}`],
  ['home-signed-in', '/'],
];

const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
    existsSync(path),
  ),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

for (const [label, width] of [
  ['desktop', 1280],
  ['phone', 390],
]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // The live stream stays open by design, so the network would never fall idle: the server's
  // "do not reconnect" (204) keeps these pages off it.
  await context.route('**/api/events', (route) => route.fulfill({ status: 204 }));
  const page = await context.newPage();
  for (const [name, path] of signedOutPages) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: true });
  }
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill('demo@lendwell.app');
  await page.getByLabel('Password').fill('Demo1234!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  for (const [name, path] of signedInPages) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: true });
  }
  if (label === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: `${outDir}/menu-open-${label}.png` });
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.screenshot({ path: `${outDir}/menu-open-${label}.png` });
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots written to ${outDir}`);
