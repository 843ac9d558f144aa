import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { book, finishedRental, listItem, uniqueTitle } from './api';
import { freeDates } from './bookingSteps';
import { startSignedIn, tabThroughPage } from './keyboard';

// Every Tab stop of every screen shows where focus is, at desktop and phone widths: a control
// whose focus style was switched off, or that sits under the sticky bar, fails here.

/** Opens the screen once it has settled and tabs through all of it. */
async function sweep(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(await tabThroughPage(page), path).toBeGreaterThan(3);
}

/** A renter with a finished rental, a pending request and an item of their own. */
async function renterWithHistory(request: APIRequestContext) {
  const { renter, owner, item } = await finishedRental(request, {
    title: uniqueTitle('Tile cutter'),
  });
  await book(request, renter, item.id, await freeDates(request, item.id, 2));
  const own = await listItem(request, renter, { title: uniqueTitle('Paint sprayer') });
  return { renter, owner, item, own };
}

type Screens = (setup: Awaited<ReturnType<typeof renterWithHistory>>) => string[];

const signedIn: Record<string, Screens> = {
  'dashboard and account screens': () => [
    '/dashboard',
    '/dashboard?tab=bookings',
    '/my-listings',
    '/profile',
  ],
  'item screens': ({ item, own }) => [
    `/item/${item.id}`,
    `/item/${own.id}`,
    `/edit-item/${own.id}`,
    '/add-item',
  ],
  'message and review screens': ({ item, owner }) => [
    '/inbox',
    `/chat/${item.id}?with=${owner.id}`,
    `/review/${item.id}`,
  ],
};

// The phone checks the screens whose layout changes most: the menu bar, lists and forms.
const widths = [
  {
    width: 1280,
    signedOut: ['/', '/listings', '/login', '/signup', '/privacy-policy', '/no/such/page'],
    signedIn: Object.keys(signedIn),
  },
  {
    width: 390,
    signedOut: ['/', '/signup'],
    signedIn: ['dashboard and account screens', 'message and review screens'],
  },
];

for (const { width, signedOut, signedIn: groups } of widths) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of signedOut) {
      test(`signed out, every stop on ${path} shows its focus`, async ({ page }) => {
        await sweep(page, path);
      });
    }

    for (const group of groups) {
      test(`signed in, every stop on the ${group} shows its focus`, async ({ page, request }) => {
        // A past rental to set up, then a few screens of a few dozen stops each.
        test.setTimeout(60_000);
        const setup = await renterWithHistory(request);
        const screens = signedIn[group]?.(setup) ?? [];
        expect(screens.length).toBeGreaterThan(0);
        // The live stream stays open by design, so the network would never fall idle: the
        // server's "do not reconnect" (204) keeps this tab off it.
        await page.route('**/api/events', (route) => route.fulfill({ status: 204 }));
        await startSignedIn(page, setup.renter, '/');
        for (const path of screens) await sweep(page, path);
      });
    }
  });
}
