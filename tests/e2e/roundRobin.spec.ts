import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Account, listItem, register, uniqueTitle } from './api';
import { clickDate, freeDates, payWithCard } from './bookingSteps';
import {
  isChatMessage,
  isEventStream,
  MESSAGE_UPSTREAM,
  type RoundRobinSite,
  STREAM_UPSTREAM,
  startRoundRobinSite,
} from './roundRobin';

// Two server processes on one PostgreSQL behind a proxy that alternates between them per request,
// but sends the chat's messages through one and keeps the event streams on the other: whichever
// process a request lands on, the site behaves as one.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const bookedMessage = 'Booking successful! Please go to your dashboard to complete payment.';

let site: RoundRobinSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startRoundRobinSite(`lendwell_e2e_round_robin_${PORT}`);
});

test.afterAll(async () => {
  await site?.stop();
});

/** A tab signed in as the account; the fallback polls are off, so only event streams push. */
async function signedInTab(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  await context.addInitScript((token) => {
    localStorage.setItem('lendwell.token', token);
    localStorage.setItem('lendwell.fallbackPolling', 'off');
  }, account.token);
  return context.newPage();
}

async function openChat(page: Page, partner: Account): Promise<void> {
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await page.goto(`/chat?with=${partner.id}`);
  await expect(page.getByRole('heading', { name: partner.publicName })).toBeVisible();
  await streamOpen;
}

const composer = (page: Page) => page.getByLabel('Message', { exact: true });
const bubble = (page: Page, text: string) =>
  page.getByRole('log').getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(bubble(page, text)).toBeVisible();
}

test('a renter books and pays for an owner’s item, then the two chat, across two processes', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL: site.url });
  const owner = await register(request, 'Olga', 'Owner');
  const renter = await register(request, 'Ravi', 'Renter');
  const item = await listItem(request, owner, { title: uniqueTitle('Pressure washer'), price: 30 });
  const dates = await freeDates(request, item.id, 2);

  const renterTab = await signedInTab(browser, renter);
  await renterTab.goto(`/item/${item.id}`);
  await expect(renterTab.getByRole('heading', { name: 'Book This Item' })).toBeVisible();
  // The photo was uploaded through one process into the bucket; every process serves it.
  const photo = renterTab.getByRole('img', { name: item.title }).first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await clickDate(renterTab, 'Pick up', dates.from);
  await clickDate(renterTab, 'Return', dates.to);
  await renterTab.getByRole('button', { name: 'Book Now' }).click();
  await expect(renterTab.getByText(bookedMessage)).toBeVisible();
  await renterTab.getByRole('button', { name: 'Pay now' }).click();
  await expect(renterTab).toHaveURL(/\/checkout\/cs_local_/);
  await payWithCard(renterTab, '4242 4242 4242 4242');
  await expect(renterTab.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  const ownerTab = await signedInTab(browser, owner);
  await ownerTab.goto('/dashboard?tab=incoming');
  const card = ownerTab.getByRole('tabpanel').getByRole('article', { name: item.title });
  await expect(card).toContainText(renter.name);
  await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');

  await openChat(ownerTab, renter);
  await openChat(renterTab, owner);
  const question = 'Hi Olga, can I pick the washer up at nine?';
  await send(renterTab, question);
  await expect(bubble(ownerTab, question)).toBeVisible();
  const answer = 'Nine is fine, see you then.';
  await send(ownerTab, answer);
  await expect(bubble(renterTab, answer)).toBeVisible();

  // Both processes answered: the proxy alternated.
  const [first = 0, second = 0] = site.served();
  expect(first).toBeGreaterThan(10);
  expect(second).toBeGreaterThan(10);
  const streams = site.log.filter((entry) => isEventStream(entry.path));
  expect(streams.length).toBeGreaterThanOrEqual(2);
  // Each message was sent through one process and reached the other's browser through the
  // other process's stream: it crossed between them.
  expect(streams.every((entry) => entry.upstream === STREAM_UPSTREAM)).toBe(true);
  const chatMessages = site.log.filter((entry) => isChatMessage(entry.method, entry.path));
  expect(chatMessages).toHaveLength(2);
  expect(chatMessages.every((entry) => entry.upstream === MESSAGE_UPSTREAM)).toBe(true);
  expect(site.photosStoredLocally()).toBe(false);
  await request.dispose();
});
