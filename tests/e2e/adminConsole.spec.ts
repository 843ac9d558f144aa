import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { MessageId } from '../../src/shared/i18n/messageIds';
import { type Account, bearer, listItem, register, uniqueTitle } from './api';
import { expectNoSeriousViolations } from './axe';
import { logInThroughForm, PASSWORD, signIn } from './helpers';

const ADMIN = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');

/** The reporter's step: the report button on the item page, as a renter finds it. */
async function reportListing(page: Page, reporter: Account, itemId: string) {
  await signIn(page, reporter.email);
  await page.goto(`/item/${itemId}`);
  await page.getByRole('button', { name: 'Report listing', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('radio', { name: /Scam/ }).check();
  await dialog.getByLabel('What happened?').fill('Asks for payment by gift card.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Your report was sent to our team.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Fills the open reason dialog and confirms it with its button of that name. */
async function confirmWithReason(page: Page, button: string, reason: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an administrator works a report: hides the listing, suspends and reinstates its owner, all in the audit log', async ({
  browser,
  request,
}) => {
  if (!ADMIN) throw new Error('the demo data has no administrator');
  const suffix = Math.random().toString(36).slice(2, 7);
  const owner = await register(request, `Olive${suffix}`, 'Owner');
  const reporter = await register(request, `Rory${suffix}`, 'Reporter');
  const title = uniqueTitle('Gift card drill');
  // The audit log lists every run's entries on a shared server: this run's note tells its own apart.
  const resolution = `We hid the listing ${suffix}.`;
  const item = await listItem(request, owner, { title });
  const reporterPage = await newPage(browser);
  await reportListing(reporterPage, reporter, item.id);

  // The owner is signed in, in a browser of their own, before anything happens.
  const ownerPage = await newPage(browser);
  await signIn(ownerPage, owner.email);

  const admin = await newPage(browser);
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('menuitem', { name: 'Admin', exact: true }).click();
  await expect(admin.getByRole('heading', { name: inEnglish('admin.title') })).toBeVisible();

  // The report waits in the queue, open.
  await admin.getByRole('link', { name: inEnglish('admin.reports') }).click();
  const reportRow = admin.getByRole('listitem').filter({ hasText: owner.name });
  await expect(reportRow).toContainText(inEnglish('reports.status.open'));
  // The card names the listing reported, and opens it while it is live.
  await expect(reportRow).toContainText(inEnglish('admin.reports.listingIs', { listing: title }));
  await expect(reportRow.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/item/${item.id}`,
  );
  await reportRow.getByRole('link', { name: 'Listing: Scam' }).click();
  await expect(admin.getByText('Asks for payment by gift card.')).toBeVisible();

  // Hide the listing: the dialog will not go without a reason.
  await admin.getByRole('button', { name: inEnglish('admin.listings.hide'), exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: inEnglish('admin.listings.hide'), exact: true }).click();
  await expect(dialog.getByText(inEnglish('admin.reasonRequired'))).toBeVisible();
  await confirmWithReason(
    admin,
    inEnglish('admin.listings.hide'),
    'Gift card payments are a scam.',
  );
  await expect(admin.getByText('Gift card payments are a scam.')).toBeVisible();

  // Suspend the owner from their page.
  await admin.getByRole('link', { name: owner.name }).first().click();
  await admin.getByRole('button', { name: inEnglish('admin.users.suspend') }).click();
  await confirmWithReason(admin, inEnglish('admin.users.suspend'), 'Repeated payment scams.');
  await expect(admin.getByText(/Repeated payment scams\./)).toBeVisible();

  // The owner's open tab is signed out to the sign-in page, which says why, and so does sign-in.
  await ownerPage.goto('/dashboard');
  await expect(ownerPage).toHaveURL(/\/login/);
  await expect(ownerPage.getByRole('alert')).toHaveText(
    inEnglish('moderation.suspendedSignedOut', { reason: 'Repeated payment scams.' }),
  );
  await logInThroughForm(ownerPage, owner.email, PASSWORD);
  await expect(
    ownerPage.getByText(inEnglish('moderation.suspended', { reason: 'Repeated payment scams.' })),
  ).toBeVisible();

  // Resolve the report with a note; the reporter hears the outcome. The hidden listing is still
  // named, no longer a link.
  await admin.getByRole('link', { name: inEnglish('admin.reports') }).click();
  await expect(reportRow).toContainText(inEnglish('admin.reports.listingIs', { listing: title }));
  await expect(reportRow.getByRole('link', { name: title })).toHaveCount(0);
  await admin
    .getByRole('listitem')
    .filter({ hasText: owner.name })
    .getByRole('link', { name: 'Listing: Scam' })
    .click();
  await admin.getByRole('button', { name: inEnglish('admin.reports.resolve') }).click();
  await confirmWithReason(admin, inEnglish('admin.reports.resolve'), resolution);
  await expect(admin.getByText(inEnglish('reports.status.resolved')).first()).toBeVisible();
  const notices = await request.get('/api/notifications', { headers: bearer(reporter) });
  const { notifications } = (await notices.json()) as {
    notifications: { kind: string; body: string; linkPath: string }[];
  };
  expect(notifications[0]).toMatchObject({
    kind: 'report_decided',
    body: inEnglish('moderation.resolvedBody', { note: resolution }),
    linkPath: '/reports',
  });
  // The reporter reads the outcome and the note on My reports.
  await reporterPage.goto('/reports');
  const myReport = reporterPage.getByTestId('my-report');
  await expect(myReport.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(myReport.getByText(resolution)).toBeVisible();

  // Reinstate: the owner signs in again, and sees why the listing stays hidden.
  await admin.getByRole('link', { name: owner.name }).first().click();
  await admin.getByRole('button', { name: inEnglish('admin.users.reinstate') }).click();
  await confirmWithReason(admin, inEnglish('admin.users.reinstate'), 'Appeal accepted.');
  await expect(admin.getByRole('button', { name: inEnglish('admin.users.suspend') })).toBeVisible();
  await logInThroughForm(ownerPage, owner.email, PASSWORD);
  await expect(ownerPage).toHaveURL(/\/dashboard$/);
  await ownerPage.goto('/my-listings');
  await expect(
    ownerPage.getByText(
      inEnglish('moderation.hiddenReason', { reason: 'Gift card payments are a scam.' }),
    ),
  ).toBeVisible();

  // The audit log tells all of it, newest first.
  await admin.getByRole('link', { name: inEnglish('admin.auditLog') }).click();
  const entries = admin.getByRole('listitem');
  const expected: [sentence: MessageId, target: string, reason: string][] = [
    ['admin.audit.userReinstate', owner.name, 'Appeal accepted.'],
    ['admin.audit.reportResolve', 'Listing report: Scam', resolution],
    ['admin.audit.userSuspend', owner.name, 'Repeated payment scams.'],
    ['admin.audit.listingHide', title, 'Gift card payments are a scam.'],
  ];
  for (const [sentence, target, reason] of expected) {
    // The sentence after the administrator's name, which begins it.
    const done = inEnglish(sentence, { admin: '', target }).trim();
    await expect(entries.filter({ hasText: done }).filter({ hasText: reason })).toHaveCount(1);
  }
});

test('a signed-in person who is not an administrator is refused the console', async ({
  page,
  request,
}) => {
  const person = await register(request, 'Nadia', 'Nobody');
  await signIn(page, person.email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: inEnglish('admin.refusal.title') })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`every section of the console is usable at ${viewport.width} px, with no serious axe finding`, async ({
    page,
  }) => {
    // Six pages, each read whole by axe: more than one page's time on a busy machine.
    test.setTimeout(90_000);
    if (!ADMIN) throw new Error('the demo data has no administrator');
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN.email, ADMIN.password);
    for (const [path, tab] of [
      ['/admin', 'admin.overview'],
      ['/admin/users', 'admin.users'],
      ['/admin/listings', 'admin.listings'],
      ['/admin/bookings', 'admin.bookings'],
      ['/admin/reports', 'admin.reports'],
      ['/admin/audit', 'admin.auditLog'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: inEnglish(tab), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('.animate-spin')).toHaveCount(0);
      await expectNoSeriousViolations(page, `${path}: `);
    }
    // The sections are reached by keyboard too: Tab to the users' search, type, Enter.
    await page.goto('/admin/users');
    await page.getByLabel(inEnglish('admin.users.search')).focus();
    await page.keyboard.type('Taylor');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=Taylor/);
    await expect(page.getByRole('link', { name: 'Taylor Brooks' })).toBeVisible();
  });
}
