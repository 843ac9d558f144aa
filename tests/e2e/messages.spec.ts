import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { CONVERSATION_PAGE_SIZE } from '../../src/shared/chat';
import { type Account, bearer, listItem, register as registerAs, uniqueTitle } from './api';
import { logInThroughForm, PASSWORD } from './helpers';

const register = (request: APIRequestContext, firstName: string) =>
  registerAs(request, firstName, 'Chatter');

/** Polling runs every 2 s; a few seconds covers one poll plus a slow machine. */
const DELIVERY = { timeout: 8_000 };

/** A general message sent through the API, as the other neighbour's browser would. */
async function say(request: APIRequestContext, from: Account, to: Account, messageText: string) {
  const response = await request.post('/api/messages', {
    headers: bearer(from),
    data: { receiverId: to.id, itemId: null, messageText },
  });
  expect(response.status()).toBe(201);
}

async function signedInPage(context: BrowserContext, account: Account): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await logInThroughForm(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const navbarMessages = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const composer = (page: Page) => page.getByLabel('Message', { exact: true });
const conversationLog = (page: Page) => page.getByRole('log');
const bubble = (page: Page, text: string) =>
  conversationLog(page).getByRole('listitem').filter({ hasText: text });

test('two neighbours chat about an item and see each other without reloading', async ({
  browser,
  request,
}) => {
  // Two signed-in browsers and several 2 s polls take longer than a one-page journey.
  test.setTimeout(60_000);
  const owner = await register(request, 'Owen');
  const renter = await register(request, 'Rita');
  const title = uniqueTitle('Extension ladder');
  const { id: itemId } = await listItem(request, owner, { title });
  const renterContext = await browser.newContext();
  const ownerContext = await browser.newContext();
  const renterPage = await signedInPage(renterContext, renter);
  const ownerPage = await signedInPage(ownerContext, owner);

  // The renter starts from the item page.
  await renterPage.goto(`/item/${itemId}`);
  await renterPage.getByRole('link', { name: 'Chat with Owner' }).click();
  await expect(renterPage).toHaveURL(`/chat/${itemId}?with=${owner.id}`);
  await expect(renterPage.getByRole('heading', { name: owner.publicName })).toBeVisible();
  await expect(renterPage.getByText(`Chatting about: ${title}`)).toBeVisible();
  await expect(renterPage.getByText('Online', { exact: true })).toBeVisible();
  await expect(renterPage.getByText('No messages yet. Say hello!')).toBeVisible();

  // Whitespace only is never sent.
  await composer(renterPage).fill('   \n  ');
  await expect(renterPage.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await composer(renterPage).press('Enter');
  await expect(renterPage.getByText('No messages yet. Say hello!')).toBeVisible();

  // Shift+Enter adds a line; Enter sends and clears the composer. The typing indicator shows
  // after a keystroke and goes away a second later.
  await composer(renterPage).fill('Hi Owen, is it free on Saturday?');
  await composer(renterPage).press('Shift+Enter');
  await composer(renterPage).pressSequentially('I can pick it up at 9.');
  await expect(renterPage.getByTestId('typing-indicator')).toBeVisible();
  await expect(composer(renterPage)).toHaveValue(
    'Hi Owen, is it free on Saturday?\nI can pick it up at 9.',
  );
  await expect(renterPage.getByTestId('typing-indicator')).toBeHidden({ timeout: 3_000 });
  await composer(renterPage).press('Enter');
  await expect(composer(renterPage)).toHaveValue('');
  const sent = bubble(renterPage, 'Hi Owen').locator('p').first();
  await expect(sent).toBeVisible();
  expect(await sent.textContent()).toContain(
    'Hi Owen, is it free on Saturday?\nI can pick it up at 9.',
  );
  await expect(bubble(renterPage, 'Hi Owen')).toContainText('Just now');

  // The owner's inbox lists it, unread, and the navbar counts it.
  await ownerPage.goto('/inbox');
  const row = ownerPage.getByRole('link').filter({ hasText: renter.publicName });
  await expect(row).toContainText(title);
  await expect(row).toContainText('I can pick it up at 9.');
  await expect(row).toContainText('1 unread');
  await expect(navbarMessages(ownerPage, 'Messages, 1 unread')).toBeVisible();
  await row.click();
  await expect(ownerPage).toHaveURL(`/chat/${itemId}?with=${renter.id}`);
  await expect(bubble(ownerPage, 'Hi Owen')).toBeVisible();
  // Opening the chat marked it read: the navbar count drops.
  await expect(navbarMessages(ownerPage, 'Messages')).toBeVisible();

  // HTML is shown as the literal text typed, and reaches the renter without a reload.
  const html = '<b>Yes</b> <img src=x onerror="document.title=1"> see you then';
  await composer(ownerPage).fill(html);
  await composer(ownerPage).press('Enter');
  await expect(bubble(renterPage, 'see you then')).toContainText(html, DELIVERY);
  await expect(conversationLog(renterPage).locator('b, img')).toHaveCount(0);

  await composer(renterPage).fill('Great, thanks!');
  await composer(renterPage).press('Enter');
  await expect(bubble(ownerPage, 'Great, thanks!')).toBeVisible(DELIVERY);
  await expect(conversationLog(ownerPage).getByRole('listitem')).toHaveCount(3);
  await expect(conversationLog(renterPage).getByRole('listitem')).toHaveCount(3);

  await renterContext.close();
  await ownerContext.close();
});

test('a failed send puts the text back and says so', async ({ browser, request }) => {
  const owner = await register(request, 'Olga');
  const renter = await register(request, 'Ravi');
  const context = await browser.newContext();
  const page = await signedInPage(context, renter);
  await page.goto(`/chat/general?with=${owner.id}`);
  await expect(page.getByText('General conversation')).toBeVisible();

  await page.route('**/api/messages', (route) => route.abort());
  await composer(page).fill('Are you around this week?');
  await composer(page).press('Enter');
  await expect(page.getByText('Your message was not sent. Please try again.')).toBeVisible();
  await expect(composer(page)).toHaveValue('Are you around this week?');
  await expect(conversationLog(page).getByRole('listitem')).toHaveCount(0);

  await page.unroute('**/api/messages');
  await composer(page).press('Enter');
  await expect(bubble(page, 'Are you around this week?')).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await context.close();
});

test('without a partner the chat is not available; an unknown item falls back to general', async ({
  browser,
  request,
}) => {
  const owner = await register(request, 'Omar');
  const renter = await register(request, 'Rosa');
  const context = await browser.newContext();
  const page = await signedInPage(context, renter);

  await page.goto('/chat/general');
  await expect(page.getByRole('heading', { name: 'Chat Not Available' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Items' }).click();
  await expect(page).toHaveURL(/\/listings$/);

  await page.goto('/chat/general?with=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Chat Not Available' })).toBeVisible();

  await page.goto(`/chat/00000000-0000-4000-8000-000000000000?with=${owner.id}`);
  await expect(page.getByRole('heading', { name: owner.publicName })).toBeVisible();
  await expect(page.getByText('General conversation')).toBeVisible();
  await context.close();
});

test('a new account sees the empty inbox with a way to browse', async ({ page, request }) => {
  const account = await register(request, 'Nina');
  await page.goto('/login');
  await logInThroughForm(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/inbox');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Items' }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test('a reader scrolled up keeps their place when a message arrives; at the bottom it follows', async ({
  browser,
  request,
}) => {
  const owner = await register(request, 'Otto');
  const renter = await register(request, 'Ruth');
  for (let index = 1; index <= 20; index += 1) {
    const [from, to] = index % 2 ? [owner, renter] : [renter, owner];
    await say(request, from, to, `Earlier message ${index}.`);
  }
  const context = await browser.newContext();
  const page = await signedInPage(context, renter);
  await page.goto(`/chat/general?with=${owner.id}`);
  const log = conversationLog(page);
  await expect(bubble(page, 'Earlier message 20.')).toBeInViewport();

  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await say(request, owner, renter, 'Arrived while reading');
  await expect(page.getByRole('button', { name: 'New messages' })).toBeVisible(DELIVERY);
  expect(await log.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(bubble(page, 'Earlier message 1.')).toBeInViewport();

  await page.getByRole('button', { name: 'New messages' }).click();
  await expect(bubble(page, 'Arrived while reading')).toBeInViewport();
  await say(request, owner, renter, 'Arrived at the bottom');
  await expect(bubble(page, 'Arrived at the bottom')).toBeInViewport(DELIVERY);
  await context.close();
});

test('a long conversation opens on its newest page and loads older messages on request', async ({
  browser,
  request,
}) => {
  const owner = await register(request, 'Olga');
  const renter = await register(request, 'Rafe');
  const total = CONVERSATION_PAGE_SIZE + 5;
  for (let index = 1; index <= total; index += 1) {
    await say(request, owner, renter, `Long chat message ${index}.`);
  }
  const context = await browser.newContext();
  const page = await signedInPage(context, renter);
  await page.goto(`/chat/general?with=${owner.id}`);
  const log = conversationLog(page);
  await expect(bubble(page, `Long chat message ${total}.`)).toBeInViewport();
  await expect(bubble(page, 'Long chat message 6.')).toHaveCount(1);
  await expect(bubble(page, 'Long chat message 5.')).toHaveCount(0);

  await log.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(bubble(page, 'Long chat message 6.')).toBeInViewport();
  await page.getByRole('button', { name: 'Load older messages' }).focus();
  await page.keyboard.press('Enter');
  await expect(bubble(page, 'Long chat message 1.')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  // The button is gone with nothing older left: the keyboard is put in the conversation.
  await expect(log).toBeFocused();
  // The messages being read stay in view; the older ones are above them.
  await expect(bubble(page, 'Long chat message 6.')).toBeInViewport();
  await expect(bubble(page, 'Long chat message 1.')).not.toBeInViewport();

  await say(request, owner, renter, 'Still there?');
  await expect(page.getByRole('button', { name: 'New messages' })).toBeVisible(DELIVERY);
  await page.getByRole('button', { name: 'New messages' }).click();
  await expect(bubble(page, 'Still there?')).toBeInViewport();
  await expect(log.getByRole('listitem')).toHaveCount(total + 1);
  await context.close();
});
