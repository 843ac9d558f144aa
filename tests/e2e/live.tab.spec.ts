import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { addDays, utcDateOf } from '../../src/shared/calendarDates';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { type Account, bearer, book, listItem, register, uniqueTitle } from './api';
import { signIn, signUpThroughForm, uniqueEmail } from './helpers';
import { mailedLinkAsAdmin } from './mailbox';

const STREAM = '**/api/events';
const NEW_PASSWORD = 'Fresh-start-42';

const isStream = (request: Request) => request.url().endsWith('/api/events');
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** Signs in through the form and waits until the tab's live stream is open. */
async function signInLive(page: Page, email: string) {
  const streamOpen = page.waitForResponse(
    (response) => isStream(response.request()) && response.status() === 200,
  );
  await signIn(page, email);
  await streamOpen;
}

const savedToken = (page: Page) => page.evaluate(() => localStorage.getItem('lendwell.token'));

/** An owner's item and a renter who may book it: each booking request notifies the owner. */
async function ownerAndRenter(request: APIRequestContext) {
  const owner = await register(request, 'Olive');
  const renter = await register(request, 'Remy');
  const { id: itemId } = await listItem(request, owner, { title: uniqueTitle('Canoe') });
  const today = utcDateOf(new Date());
  let offset = 20;
  const requestBooking = async () => {
    offset += 10;
    await book(request, renter, itemId, {
      from: addDays(today, offset),
      to: addDays(today, offset + 2),
    });
  };
  return { owner, renter, requestBooking };
}

/** Counts the calls a tab makes to an API path from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}

async function sendMessage(request: APIRequestContext, from: Account, to: Account) {
  const response = await request.post('/api/messages', {
    headers: bearer(from),
    data: { receiverId: to.id, itemId: null, messageText: 'Is the canoe free this weekend?' },
  });
  expect(response.status()).toBe(201);
}

test('a tab signed out elsewhere loses its stream and is signed out', async ({ page, request }) => {
  // The server checks the sessions of open streams once per heartbeat, 25 s on this server.
  test.setTimeout(60_000);
  const person = await register(request, 'Tess');
  await signInLive(page, person.email);
  const token = await savedToken(page);
  const signedOut = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signedOut.status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/, { timeout: 40_000 });
});

test("a suspended person's open tab signs out and says why, and so does a tab opened later", async ({
  page,
  browser,
  request,
}) => {
  const admin = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');
  if (!admin) throw new Error('the demo data has no administrator');
  await page.setViewportSize({ width: 390, height: 844 });
  const person = await register(request, 'Sully');
  await signInLive(page, person.email);
  // A second device that kept the session and is opened again after the suspension.
  const later = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const user = await (await request.get('/api/auth/me', { headers: bearer(person) })).json();
  await later.addInitScript(
    ([token, saved]) => {
      localStorage.setItem('lendwell.token', token);
      localStorage.setItem('lendwell.user', saved);
    },
    [person.token, JSON.stringify((user as { user: unknown }).user)] as const,
  );

  const signedIn = await request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const reason = 'Asked renters to pay outside Lendwell.';
  const suspended = await request.post(`/api/admin/users/${person.id}/suspend`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason },
  });
  expect(suspended.status()).toBe(200);

  const told = inEnglish('moderation.suspendedSignedOut', { reason });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText(told);
  await page.screenshot({ path: test.info().outputPath('suspended-signed-out-390.png') });

  const laterPage = await later.newPage();
  await laterPage.goto('/dashboard');
  await expect(laterPage).toHaveURL(/\/login$/);
  await expect(laterPage.getByRole('alert')).toHaveText(told);
  await later.close();
});

test('after a password reset in the same tab the stream carries the new session', async ({
  page,
  request,
}) => {
  const address = uniqueEmail('resetting');
  const streamOpen = page.waitForResponse(
    (response) => isStream(response.request()) && response.status() === 200,
  );
  await signUpThroughForm(page, address);
  await streamOpen;
  const oldToken = await savedToken(page);

  const asked = await request.post('/api/auth/password-reset', { data: { email: address } });
  expect(asked.status()).toBe(202);
  await page.goto(
    await mailedLinkAsAdmin(request, 'Reset your Lendwell password', address, '/reset-password'),
  );
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  const streams: string[] = [];
  page.on('request', async (sent) => {
    if (isStream(sent)) streams.push((await sent.allHeaders()).authorization ?? '');
  });
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const newToken = await savedToken(page);
  expect(newToken).not.toBe(oldToken);
  await expect.poll(() => streams).toContain(`Bearer ${newToken}`);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px each live event reads the counts it changes once`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { owner, renter, requestBooking } = await ownerAndRenter(request);
    await signInLive(page, owner.email);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    const notificationCounts = countCalls(page, '/api/notifications/unread-count');
    const messageCounts = countCalls(page, '/api/messages/unread-count');

    await requestBooking();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await sendMessage(request, renter, owner);
    await expect.poll(messageCounts).toBeGreaterThan(0);
    // The events come down the stream in order: once the next message's read has gone out, any
    // second read for the events before it has too.
    await sendMessage(request, renter, owner);
    await expect.poll(messageCounts).toBeGreaterThan(1);
    expect(notificationCounts()).toBe(1);
    expect(messageCounts()).toBe(2);
  });
}

test('while the stream is down the bell polls its count', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.route(STREAM, (route) => route.abort());
  const { owner, requestBooking } = await ownerAndRenter(request);
  await signIn(page, owner.email);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await requestBooking();
  // No stream and no focus change: only the fallback poll, every 15 s, can bring it.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 25_000 });
});
