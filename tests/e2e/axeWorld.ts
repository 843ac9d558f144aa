import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import type { Item } from '../../src/shared/schemas/items';
import type { MailboxList } from '../../src/shared/schemas/mailbox';
import { TEST_CARD_APPROVED } from '../../src/shared/schemas/payments';
import { type Account, bearer, book, finishedRental, listItem, uniqueTitle } from './api';
import { freeDates } from './bookingSteps';
import { stubMapTiles } from './mapTiles';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Everything the pages show when they have data, made once per worker: the viewer rented the
 * neighbour's item before, has asked for it again (one request unpaid, one paid), lists an item
 * of their own that the neighbour wants, and the two have talked about it.
 */
export interface AxeWorld {
  viewer: Account;
  neighbour: Account;
  neighbourItem: Item;
  ownItem: Item;
  /** The neighbour's request for the viewer's own item: the viewer is its owner. */
  ownItemBookingId: string;
  openSessionId: string;
  paidSessionId: string;
  /** The viewer's paid booking of the neighbour's item: it has a receipt. */
  paidBookingId: string;
  signedIn: StorageState;
  /** A neighbour's message the viewer has not read yet. */
  sendUnreadMessage: () => Promise<void>;
  /** An email in the local mailbox: the viewer's test email. */
  mailboxEmailId: string;
}

async function checkoutSession(request: APIRequestContext, renter: Account, bookingId: string) {
  const response = await request.post('/api/payments/create-checkout-session', {
    headers: bearer(renter),
    data: { bookingId },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function message(
  request: APIRequestContext,
  from: Account,
  to: Account,
  itemId: string | null,
) {
  const response = await request.post('/api/messages', {
    headers: bearer(from),
    data: { receiverId: to.id, itemId, messageText: 'Is it still free next weekend?' },
  });
  expect(response.status()).toBe(201);
}

/** Sends the account a test email through the mailbox and returns the email's id. */
async function testEmailOf(request: APIRequestContext, account: Account): Promise<string> {
  const sent = await request.post('/api/dev/mailbox/test-email', { headers: bearer(account) });
  expect(sent.status()).toBe(202);
  const list = await request.get('/api/dev/mailbox', { headers: bearer(account) });
  const { emails } = (await list.json()) as MailboxList;
  const email = emails.find((candidate) => candidate.to === account.email);
  if (!email) throw new Error(`no test email to ${account.email} in the mailbox`);
  return email.id;
}

async function makeWorld(request: APIRequestContext, origin: string): Promise<AxeWorld> {
  const rental = await finishedRental(request, {
    title: uniqueTitle('Pressure washer'),
    photos: 2,
  });
  const { owner: neighbour, renter: viewer, item: neighbourItem } = rental;

  const unpaid = await book(
    request,
    viewer,
    neighbourItem.id,
    await freeDates(request, neighbourItem.id, 2),
  );
  const openSessionId = await checkoutSession(request, viewer, unpaid);
  const paid = await book(
    request,
    viewer,
    neighbourItem.id,
    await freeDates(request, neighbourItem.id, 2, 40),
  );
  const paidSessionId = await checkoutSession(request, viewer, paid);
  const payment = await request.post(`/api/payments/local/sessions/${paidSessionId}/pay`, {
    data: { cardNumber: TEST_CARD_APPROVED, expiry: '12/34', cvc: '123' },
  });
  expect(payment.status()).toBe(200);

  const ownItem = await listItem(request, viewer, { title: uniqueTitle('Step ladder') });
  const ownItemBookingId = await book(
    request,
    neighbour,
    ownItem.id,
    await freeDates(request, ownItem.id, 3),
  );
  await message(request, neighbour, viewer, neighbourItem.id);
  await message(request, viewer, neighbour, neighbourItem.id);
  await message(request, neighbour, viewer, null);

  const mailboxEmailId = await testEmailOf(request, viewer);

  return {
    viewer,
    neighbour,
    neighbourItem,
    ownItem,
    ownItemBookingId,
    mailboxEmailId,
    openSessionId,
    paidSessionId,
    paidBookingId: paid,
    signedIn: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'lendwell.token', value: viewer.token }] }],
    },
    sendUnreadMessage: () => message(request, neighbour, viewer, null),
  };
}

/**
 * `world` is made once per worker; `signedIn` puts each page in the viewer's session.
 * `sweptPage` is one page per width and sign-in state that the worker's route checks share:
 * a check only opens a route and reads it, so a fresh browser context per check would only
 * add its start and a cold cache (the whole app downloaded and compiled again) to each.
 */
export const axeTest = test.extend<
  { signedIn: boolean; sweptPage: Page },
  {
    world: AxeWorld;
    sweptContexts: (options: BrowserContextOptions) => Promise<BrowserContext>;
  }
>({
  signedIn: [false, { option: true }],
  world: [
    async ({ playwright }, use, workerInfo) => {
      const origin = workerInfo.project.use.baseURL;
      if (!origin) throw new Error('the accessibility suite needs baseURL');
      const request = await playwright.request.newContext({ baseURL: origin });
      await use(await makeWorld(request, origin));
      await request.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  sweptContexts: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      const contextFor = (options: BrowserContextOptions) => {
        const key = JSON.stringify(options);
        let context = contexts.get(key);
        if (!context) {
          context = (async () => {
            const made = await browser.newContext(options);
            await stubMapTiles(made);
            await made.newPage();
            return made;
          })();
          contexts.set(key, context);
        }
        return context;
      };
      await use(contextFor);
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, world, storageState }, use) => {
    await use(signedIn ? world.signedIn : storageState);
  },
  sweptPage: async (
    {
      sweptContexts,
      baseURL,
      userAgent,
      deviceScaleFactor,
      hasTouch,
      isMobile,
      viewport,
      storageState,
    },
    use,
  ) => {
    const context = await sweptContexts({
      baseURL,
      userAgent,
      deviceScaleFactor,
      hasTouch,
      isMobile,
      viewport,
      storageState,
    });
    const [page] = context.pages();
    if (!page) throw new Error('the shared page of the accessibility checks was closed');
    await use(page);
  },
});
