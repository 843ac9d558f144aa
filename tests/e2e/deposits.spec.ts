import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { CLOCK_SHIFT_HEADER } from '../../src/server/requestClock';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { Item } from '../../src/shared/schemas/items';
import { type Account, bearer, register, uniqueTitle } from './api';
import { clickDate, payWithCard } from './bookingSteps';
import { signIn } from './helpers';
import { photo } from './images';

const ADMIN = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');
/**
 * The test server handles these requests two days later: the rental has ended, and its 48 hours
 * to claim have not (whichever of two dates "today" is for the earliest time zone).
 */
const LATER = { [CLOCK_SHIFT_HEADER]: '2' };

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** An item asking for a $200 deposit, listed as the add-item form would. */
async function cameraWithDeposit(request: APIRequestContext, owner: Account) {
  const upload = await request.post('/api/upload/image', {
    headers: bearer(owner),
    multipart: { image: await photo('camera.jpg', '#1e3a8a', 320, 240) },
  });
  expect(upload.status()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const created = await request.post('/api/items', {
    headers: bearer(owner),
    data: {
      title: uniqueTitle('Mirrorless camera'),
      description: 'A mirrorless camera with a 24-70 mm lens and a spare battery.',
      location: '5 Lake Road',
      city: 'Springfield',
      zipCode: '62701',
      price: 40,
      duration: 'day',
      categoryId: 1,
      imageUrls: [imageUrl],
      deposit: 200,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { item: Item }).item;
}

/**
 * A camera with a $200 deposit, booked by the renter on its page for tomorrow and the day after
 * (the panel shows the service fee and the deposit before the request), accepted by its owner,
 * not yet paid.
 */
async function acceptedRental(request: APIRequestContext, renterPage: Page) {
  const owner = await register(request, 'Dana', 'Owner');
  const renter = await register(request, 'Rory', 'Renter');
  const item = await cameraWithDeposit(request, owner);
  const today = earliestTodayOnEarth(new Date());
  await signIn(renterPage, renter.email);
  await renterPage.goto(`/item/${item.id}`);
  await clickDate(renterPage, 'Pick up', addDays(today, 1));
  await clickDate(renterPage, 'Return', addDays(today, 2));
  const summary = renterPage.getByTestId('cost-summary');
  // One day at $40, a 10 % service fee, and the deposit held apart from what is charged.
  await expect(summary).toContainText(`${inEnglish('money.serviceFee')}$4.00`);
  await expect(summary).toContainText(`${inEnglish('money.totalCharged')}$44.00`);
  await expect(summary).toContainText(inEnglish('money.depositHeld'));
  await expect(summary).toContainText('$200.00');
  await renterPage.getByRole('button', { name: 'Book Now' }).click();
  await expect(renterPage.getByRole('button', { name: 'Pay now' })).toBeVisible();

  const mine = await request.get('/api/bookings/my-bookings', { headers: bearer(renter) });
  const { bookings } = (await mine.json()) as { bookings: { id: string; item_id: string }[] };
  const bookingId = bookings.find((booking) => booking.item_id === item.id)?.id ?? '';
  const accepted = await request.put(`/api/bookings/${bookingId}/status`, {
    headers: bearer(owner),
    data: { status: 'confirmed' },
  });
  expect(accepted.status()).toBe(200);
  return { owner, renter, item, bookingId };
}

/** The receipt of the rental shows what the deposit came to. */
async function expectDepositOnReceipt(page: Page, bookingId: string, screenshot: string) {
  await page.goto(`/bookings/${bookingId}/receipt`);
  const deposit = page.getByRole('region', { name: inEnglish('receipts.deposit') });
  await expect(deposit).toContainText(`${inEnglish('receipts.depositHeld')}$200.00`);
  await expect(deposit).toContainText(`${inEnglish('receipts.depositCaptured')}$50.00`);
  await expect(deposit).toContainText(`${inEnglish('receipts.depositReleased')}$150.00`);
  // The words follow the decision: no longer released after the rental.
  await expect(deposit).toContainText(inEnglish('receipts.depositNote.part_captured'));
  await expect(deposit).not.toContainText(inEnglish('receipts.depositNote.held'));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await deposit.screenshot({ path: `${screenshot}-${width}.png` });
  }
}

/**
 * The card of the rental on a dashboard tab, once the tab's live stream is open: from then on
 * the card follows every change of the deposit and its claim without a reload.
 */
async function bookingCard(page: Page, tab: 'bookings' | 'incoming', title: string) {
  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/events') && response.status() === 200,
  );
  await page.goto(`/dashboard?tab=${tab}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await streamOpen;
  return card;
}

async function payAtCheckout(
  page: Page,
  request: APIRequestContext,
  renter: Account,
  bookingId: string,
  card = '4242 4242 4242 4242',
) {
  const opened = await request.post('/api/payments/create-checkout-session', {
    headers: bearer(renter),
    data: { bookingId },
  });
  expect(opened.status()).toBe(200);
  const { url } = (await opened.json()) as { url: string };
  await page.goto(new URL(url).pathname);
  await expect(
    page.getByText(inEnglish('payments.depositHold', { amount: '$200.00' })),
  ).toBeVisible();
  await payWithCard(page, card);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}

test('booked with the fee and deposit shown, a deposit is held at checkout, claimed with a photo, disputed, decided, captured and released', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!ADMIN) throw new Error('the demo data has no administrator');
  const renterPage = await newPage(browser);
  // The renter follows the claim on a phone.
  await renterPage.setViewportSize({ width: 390, height: 844 });
  const { owner, renter, item, bookingId } = await acceptedRental(request, renterPage);
  await payAtCheckout(renterPage, request, renter, bookingId);
  await renterPage.setExtraHTTPHeaders(LATER);
  const renterCard = await bookingCard(renterPage, 'bookings', item.title);
  await expect(renterCard.getByTestId('deposit-state')).toHaveText(
    inEnglish('deposits.state', { status: 'held', amount: '$200.00' }),
  );

  const ownerPage = await newPage(browser);
  await ownerPage.setExtraHTTPHeaders(LATER);
  await signIn(ownerPage, owner.email);
  let ownerCard = await bookingCard(ownerPage, 'incoming', item.title);
  await ownerCard.getByRole('link', { name: inEnglish('deposits.fileClaim') }).click();
  await expect(
    ownerPage.getByRole('heading', { name: inEnglish('deposits.fileClaim') }),
  ).toBeVisible();
  await ownerPage.getByRole('button', { name: inEnglish('deposits.submitClaim') }).click();
  await expect(ownerPage.getByText(inEnglish('deposits.photosRequired'))).toBeVisible();
  await ownerPage.getByLabel(inEnglish('deposits.amountLabel')).fill('80');
  await ownerPage
    .getByLabel(inEnglish('deposits.descriptionLabel'))
    .fill('The lens hood is cracked.');
  await ownerPage
    .getByLabel(inEnglish('deposits.addPhotos'))
    .setInputFiles(await photo('damage.jpg', '#b45309'));
  await expect(
    ownerPage.getByRole('img', { name: inEnglish('deposits.photoAlt', { number: 1, count: 1 }) }),
  ).toBeVisible();
  await ownerPage.getByRole('button', { name: inEnglish('deposits.submitClaim') }).click();
  ownerCard = ownerPage.getByRole('article').filter({ hasText: item.title });
  await expect(
    ownerCard.getByText(
      inEnglish('deposits.claimSummary', {
        amount: '$80.00',
        status: inEnglish('deposits.claimStatus.open'),
      }),
    ),
  ).toBeVisible();

  // The renter's open card shows the claim as it is filed, with its answers, without a reload.
  await expect(renterCard.getByText('The lens hood is cracked.')).toBeVisible();
  await renterCard.getByRole('button', { name: inEnglish('deposits.dispute') }).click();
  await renterCard
    .getByLabel(inEnglish('deposits.disputeLabel'))
    .fill('The hood was cracked when I picked it up.');
  await renterCard.getByRole('button', { name: inEnglish('deposits.sendDispute') }).click();
  await expect(
    renterCard.getByText(
      inEnglish('deposits.claimSummary', {
        amount: '$80.00',
        status: inEnglish('deposits.claimStatus.disputed'),
      }),
    ),
  ).toBeVisible();
  // The disputed amount is taken at once, so that no decision outlasts the card hold; the card
  // follows, and so does the owner's, still open on the page the claim was filed from.
  await expect(renterCard.getByTestId('deposit-state')).toHaveText(
    inEnglish('deposits.line.pendingDecisionReleased', { captured: '$80.00', rest: '$120.00' }),
  );
  await expect(
    ownerCard.getByText(
      inEnglish('deposits.claimSummary', {
        amount: '$80.00',
        status: inEnglish('deposits.claimStatus.disputed'),
      }),
    ),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    await renterPage.setViewportSize({ width, height: 900 });
    await renterCard.screenshot({ path: testInfo.outputPath(`deposit-disputed-${width}.png`) });
  }
  await renterPage.setViewportSize({ width: 1280, height: 720 });

  const admin = await newPage(browser);
  await admin.setViewportSize({ width: 390, height: 844 });
  await signIn(admin, ADMIN.email, ADMIN.password);
  // The overview counts the disputed claims (others' runs may add theirs) and leads to them.
  await admin.goto('/admin');
  const disputed = admin.getByRole('link', { name: inEnglish('admin.overview.disputedClaims') });
  await expect(
    disputed.locator('xpath=ancestor::div[1]').getByRole('definition').first(),
  ).toHaveText(/^[1-9]/);
  await expect(
    admin.getByRole('link', { name: inEnglish('admin.overview.payoutsDue') }),
  ).toHaveAttribute('href', '/admin/payouts?status=requested');
  await disputed.click();
  await expect(admin).toHaveURL(/\/admin\/claims\?status=disputed$/);
  const row = admin.getByRole('listitem').filter({ hasText: item.title });
  await expect(row).toContainText('The hood was cracked when I picked it up.');
  // Who claims from whom, in words.
  await expect(row).toContainText(
    inEnglish('deposits.admin.claimsFrom', { owner: owner.name, renter: renter.name }),
  );
  await row.screenshot({ path: testInfo.outputPath('admin-claim-390.png') });
  await row.getByRole('button', { name: inEnglish('deposits.admin.decide') }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(inEnglish('deposits.admin.decisionAmount')).fill('50');
  await dialog
    .getByLabel(inEnglish('deposits.admin.decisionNote'))
    .fill('Half: the hood was worn before.');
  await dialog.getByRole('button', { name: inEnglish('deposits.admin.confirmDecision') }).click();
  await expect(dialog).toBeHidden();

  const settled = inEnglish('deposits.line.capturedRefunded', {
    captured: '$50.00',
    rest: '$150.00',
  });
  for (const [page, tab] of [
    [ownerPage, 'incoming'],
    [renterPage, 'bookings'],
  ] as const) {
    const card = await bookingCard(page, tab, item.title);
    await expect(card.getByTestId('deposit-state')).toHaveText(settled);
    await expect(
      card.getByText(inEnglish('deposits.decidedAmount', { amount: '$50.00' })),
    ).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath(`deposit-decided-${tab}.png`) });
    await expectDepositOnReceipt(page, bookingId, testInfo.outputPath(`receipt-deposit-${tab}`));
  }
});

test('a deposit the card declines fails, both parties see it, and the owner keeps the rental without it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const renterPage = await newPage(browser);
  const { owner, renter, item, bookingId } = await acceptedRental(request, renterPage);
  await payAtCheckout(renterPage, request, renter, bookingId, '4000 0000 0000 0341');

  const ownerPage = await newPage(browser);
  await signIn(ownerPage, owner.email);
  const failed = inEnglish('deposits.state', { status: 'failed', amount: '$200.00' });
  let ownerCard = await bookingCard(ownerPage, 'incoming', item.title);
  // The hold is placed through the outbox after the payment: it may still be on its way.
  await expect(async () => {
    await ownerPage.reload();
    await expect(ownerCard.getByTestId('deposit-state')).toHaveText(failed, { timeout: 1_000 });
  }).toPass();
  await expect(ownerCard.getByText(inEnglish('deposits.failedOwnerChoice'))).toBeVisible();
  await expect(
    ownerCard.getByRole('button', { name: inEnglish('dashboard.cancelRental') }),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    await ownerPage.setViewportSize({ width, height: 900 });
    await ownerCard.scrollIntoViewIfNeeded();
    await ownerCard.screenshot({ path: testInfo.outputPath(`deposit-failed-owner-${width}.png`) });
  }

  const renterCard = await bookingCard(renterPage, 'bookings', item.title);
  await expect(renterCard.getByTestId('deposit-state')).toHaveText(failed);
  await expect(renterCard.getByText(inEnglish('deposits.failedRenterNote'))).toBeVisible();
  await expect(
    renterCard.getByRole('button', { name: inEnglish('deposits.keepWithout') }),
  ).toHaveCount(0);
  for (const width of [1280, 390]) {
    await renterPage.setViewportSize({ width, height: 900 });
    await renterCard.scrollIntoViewIfNeeded();
    await renterCard.screenshot({
      path: testInfo.outputPath(`deposit-failed-renter-${width}.png`),
    });
  }

  await ownerCard.getByRole('button', { name: inEnglish('deposits.keepWithout') }).focus();
  await ownerPage.keyboard.press('Enter');
  ownerCard = ownerPage.getByRole('article').filter({ hasText: item.title });
  await expect(ownerCard.getByTestId('deposit-state')).toHaveText(
    inEnglish('deposits.state', { status: 'waived', amount: '$200.00' }),
  );
  await expect(
    ownerCard.getByRole('button', { name: inEnglish('deposits.keepWithout') }),
  ).toHaveCount(0);
  await ownerCard.screenshot({ path: testInfo.outputPath('deposit-waived-owner-390.png') });
});
