import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { AccountExport } from '../../src/shared/schemas/accountData';
import { bearer, book, listItem, register, uniqueTitle } from './api';
import { PASSWORD, signIn } from './helpers';

test('download my data gives a JSON file of the account', async ({ page, request }) => {
  const owner = await register(request, 'Dana', 'Exporter');
  const title = uniqueTitle('Camping stove');
  await listItem(request, owner, { title });
  await signIn(page, owner.email);
  await page.goto('/account/data');
  await expect(
    page.getByRole('heading', { level: 1, name: inEnglish('account.myData') }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account settings' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: inEnglish('accountData.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lendwell-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(await readFile(await download.path(), 'utf8')) as AccountExport;
  expect(archive.profile).toMatchObject({ id: owner.id, email: owner.email, firstName: 'Dana' });
  expect(archive.items.map((item) => item.title)).toEqual([title]);
});

test('the downloaded file is freed only after the click has handed it over', async ({
  page,
  request,
}) => {
  const owner = await register(request, 'Fay', 'Exporter');
  // Notes whether the file's address is freed in the same task as the click that saves it:
  // Firefox and Safari read the file after that task, and would find it gone.
  await page.addInitScript(() => {
    const record = { clicked: false, freedDuringClick: false, freed: false };
    Object.assign(window, { downloadRecord: record });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      record.clicked = true;
      setTimeout(() => {
        record.clicked = false;
      });
      click.call(this);
    };
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.revokeObjectURL = (url: string) => {
      record.freed = true;
      if (record.clicked) record.freedDuringClick = true;
      revoke(url);
    };
  });
  await signIn(page, owner.email);
  await page.goto('/account/data');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: inEnglish('accountData.download') }).click();
  await downloading;
  const record = () =>
    page.evaluate(() => (window as unknown as { downloadRecord: object }).downloadRecord);
  await expect.poll(record).toMatchObject({ freed: true });
  expect(await record()).toMatchObject({ freedDuringClick: false });
});

test('deleting the account is refused while a rental is pending', async ({ page, request }) => {
  const owner = await register(request, 'Olly', 'Owner');
  const renter = await register(request, 'Remy', 'Renter');
  const item = await listItem(request, owner, { title: uniqueTitle('Pressure washer') });
  const today = earliestTodayOnEarth(new Date());
  await book(request, renter, item.id, { from: addDays(today, 20), to: addDays(today, 22) });

  await signIn(page, renter.email);
  await page.goto('/account/data');
  await page.getByRole('button', { name: inEnglish('accountData.delete') }).click();
  const dialog = page.getByRole('dialog', { name: inEnglish('accountData.dialogTitle') });
  await dialog.getByLabel(inEnglish('login.passwordLabel')).fill(PASSWORD);
  await dialog.getByRole('button', { name: inEnglish('accountData.confirmDelete') }).click();
  await expect(dialog.getByText(inEnglish('accountData.refusedPending'))).toBeVisible();

  await dialog.getByRole('button', { name: inEnglish('accountData.cancel') }).click();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: inEnglish('account.myData') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('deleting the account without a rental signs out for good', async ({ page, request }) => {
  const person = await register(request, 'Gale', 'Leaving');
  await signIn(page, person.email);
  await page.goto('/account/data');
  await page.getByRole('button', { name: inEnglish('accountData.delete') }).click();
  const dialog = page.getByRole('dialog', { name: inEnglish('accountData.dialogTitle') });

  await dialog.getByLabel(inEnglish('login.passwordLabel')).fill('not the password');
  await dialog.getByRole('button', { name: inEnglish('accountData.confirmDelete') }).click();
  await expect(dialog.getByText(inEnglish('accountData.wrongPassword'))).toBeVisible();

  await dialog.getByLabel(inEnglish('login.passwordLabel')).fill(PASSWORD);
  await dialog.getByRole('button', { name: inEnglish('accountData.confirmDelete') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(inEnglish('accountData.deleted'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(inEnglish('login.invalidCredentials'))).toBeVisible();
});

test('the other side keeps the conversation, with "Deleted user"', async ({ page, request }) => {
  const leaver = await register(request, 'Sam', 'Leaver');
  const stayer = await register(request, 'Jo', 'Stayer');
  const item = await listItem(request, leaver, { title: uniqueTitle('Hedge trimmer') });
  for (const [from, to, messageText] of [
    [stayer, leaver, 'Is the trimmer free on Sunday?'],
    [leaver, stayer, 'Yes, come by at nine.'],
  ] as const) {
    const sent = await request.post('/api/messages', {
      headers: bearer(from),
      data: { receiverId: to.id, itemId: item.id, messageText },
    });
    expect(sent.status()).toBe(201);
  }
  const deletion = await request.delete('/api/account', {
    headers: bearer(leaver),
    data: { password: PASSWORD },
  });
  expect(deletion.status()).toBe(204);

  await signIn(page, stayer.email);
  await page.goto('/inbox');
  const conversation = page.getByRole('link', {
    name: new RegExp(inEnglish('accountData.deletedUser')),
  });
  await expect(conversation).toContainText('Yes, come by at nine.');
  await conversation.click();
  await expect(
    page.getByRole('heading', { level: 1, name: inEnglish('accountData.deletedUser') }),
  ).toBeVisible();
  await expect(page.getByText(inEnglish('chat.withdrawnListing'))).toBeVisible();
  await expect(page.getByText('Is the trimmer free on Sunday?')).toBeVisible();
  await expect(page.getByText('Yes, come by at nine.')).toBeVisible();
});
