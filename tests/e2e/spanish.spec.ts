import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { format } from 'date-fns';
import { type CalendarDate, toLocalDate } from '../../src/shared/calendarDates';
import { i18nFor, wordsIn } from '../../src/shared/i18n/allCatalogs';
import type { MailboxList } from '../../src/shared/schemas/mailbox';
import { TEST_CARD_APPROVED } from '../../src/shared/schemas/payments';
import { datePickerLocaleFor } from '../../src/web/features/bookings/datePickerLocale';
import { type Account, finishedRental, listItem, register, uniqueTitle } from './api';
import { freeDates } from './bookingSteps';
import { PASSWORD, uniqueEmail } from './helpers';
import { demoAdminHeaders } from './mailbox';

/** The words a Spanish reader sees, from the same catalogs as the app. */
const es = wordsIn('es-US');
const english = i18nFor('en-US');

const pickerLocale = datePickerLocaleFor('es-US');

/** Opens a booking date picker by its Spanish label and chooses the day, paging months. */
async function chooseDate(page: Page, label: string, date: CalendarDate) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  const calendar = page.locator('.react-datepicker');
  await expect(calendar.getByRole('heading')).toBeVisible();
  const day = toLocalDate(date);
  const month = calendar.getByRole('heading', {
    name: format(day, 'MMMM yyyy', { locale: pickerLocale }),
  });
  for (let flips = 0; flips < 24 && !(await month.isVisible()); flips += 1) {
    await calendar.getByRole('button', { name: es('bookings.picker.nextMonth') }).click();
  }
  const dayName = format(day, 'PPPP', { locale: pickerLocale });
  await calendar
    .getByRole('gridcell', { name: `${es('bookings.picker.choose')} ${dayName}` })
    .click();
  await expect(input).toHaveValue(format(day, 'MM/dd/yyyy'));
}

/** The subjects of the mail sent to an address, newest first, read as the operator would. */
async function subjectsTo(request: APIRequestContext, address: string): Promise<string[]> {
  const headers = await demoAdminHeaders(request);
  const list = (await (await request.get('/api/dev/mailbox', { headers })).json()) as MailboxList;
  return list.emails.filter((email) => email.to === address).map((email) => email.subject);
}

async function sessionOf(page: Page, email: string, name: string): Promise<Account> {
  const token = await page.evaluate(() => localStorage.getItem('lendwell.token'));
  const user = await page.evaluate(() => localStorage.getItem('lendwell.user'));
  if (!token || !user) throw new Error('the page holds no session');
  const { id } = JSON.parse(user) as { id: string };
  return { id, email, token, name, publicName: name };
}

test.use({ locale: 'es-MX', viewport: { width: 390, height: 844 } });

test('a Spanish speaker signs up, finds, books, pays, writes, cancels and reviews in Spanish on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await register(request, 'Owen', 'Lender');
  const word = uniqueTitle('taladro').split(' ')[1] ?? 'taladro';
  const title = `Taladro ${word}`;
  const item = await listItem(request, owner, {
    title,
    price: 20,
    city: 'Springfield',
    zipCode: '62701',
    cancellationPolicy: 'flexible',
  });

  // Sign-up, in the browser's Spanish.
  const email = uniqueEmail('lucia');
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByLabel(es('signup.firstName')).fill('Lucía');
  await page.getByLabel(es('signup.lastName')).fill('Ramírez');
  await page.getByLabel(es('login.emailLabel')).fill(email);
  await page.getByLabel(es('profile.phoneLabel')).fill('5551234567');
  await page.getByLabel(es('login.passwordLabel'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(es('signup.confirmPassword')).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: es('signup.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const disclaimer = page.getByRole('region', { name: es('shell.disclaimer') });
  await disclaimer.getByRole('button', { name: es('disclaimer.accept') }).click();
  await expect(disclaimer).toBeHidden();
  const renter = await sessionOf(page, email, 'Lucía Ramírez');

  // Search near a ZIP code.
  await page.goto(`/listings?search=${word}`);
  // On a phone the filters fold away behind their button.
  await page
    .getByRole('button', { name: es('listings.filters', { count: 0 }), exact: true })
    .click();
  await page.getByLabel(es('listings.nearZip')).fill('62701');
  await page.getByRole('button', { name: es('listings.search'), exact: true }).click();
  await expect(page).toHaveURL(/near=62701/);
  await expect(page.getByText(es('listings.found', { count: 1 }))).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Book and pay.
  const dates = await freeDates(request, item.id, 2, 12);
  await chooseDate(page, es('bookings.pickUp'), dates.from);
  await chooseDate(page, es('bookings.return'), dates.to);
  await page.getByRole('button', { name: es('bookings.bookNow') }).click();
  await expect(page.getByText(es('bookings.created'))).toBeVisible();
  await page.getByRole('button', { name: es('bookings.payNow') }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_/);
  await page.getByLabel(es('payments.cardNumber')).pressSequentially(TEST_CARD_APPROVED);
  await page.getByLabel(es('payments.expiry')).fill('12/34');
  await page.getByLabel(es('payments.cvc')).fill('123');
  await page.getByRole('button', { name: /^Pagar / }).click();
  await expect(page.getByRole('heading', { name: es('payments.successTitle') })).toBeVisible();

  // Paid, the booking is confirmed; the renter writes to the owner.
  await page.goto(`/item/${item.id}`);
  await page.getByRole('link', { name: es('bookings.chatWithOwner') }).click();
  const composer = page.getByLabel(es('chat.messageLabel'), { exact: true });
  await composer.fill('Hola, ¿puedo recogerlo temprano?');
  await composer.press('Enter');
  await expect(page.getByText('Hola, ¿puedo recogerlo temprano?')).toBeVisible();

  // Cancel, with the refund shown first.
  await page.goto('/dashboard?tab=bookings');
  const card = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(card.getByTestId('booking-status')).toHaveText(es('bookings.status.confirmed'));
  await card.getByRole('button', { name: es('dashboard.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: es('dashboard.cancelDialog.renterTitle') });
  await expect(dialog.getByTestId('refund-preview')).toContainText(
    es('dashboard.refund.renter', { amount: '$44.00' }),
  );
  await dialog.getByLabel(es('bookings.reasonPrompt')).fill('Cambié de planes.');
  await dialog.getByRole('button', { name: es('dashboard.cancelDialog.renterConfirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('booking-status')).toHaveText(es('bookings.status.cancelled'));

  // Review a rental that is over. Made in the past by the server's test clock, its request
  // would expire at once if the renter's open dashboard read its bookings meanwhile.
  await page.goto('about:blank');
  const rental = await finishedRental(request, { title: `Mesa ${word}`, price: 15 }, renter);
  await page.goto(`/review/${rental.item.id}`);
  await page
    .getByRole('radio', {
      name: es('reviews.starChoice', { rating: 5, word: es('reviews.word.excellent') }),
    })
    .check();
  await page
    .getByRole('textbox', { name: es('reviews.yourReview') })
    .fill('Mesa firme y fácil de llevar; el dueño fue muy amable.');
  await page.getByRole('button', { name: es('reviews.submit') }).click();
  await expect(page.getByText(es('reviews.thanks'))).toBeVisible();

  // The renter's mail is in Spanish, the owner's in English.
  await expect.poll(() => subjectsTo(request, email)).toContain(es('emails.verifySubject'));
  await expect
    .poll(() => subjectsTo(request, owner.email))
    .toContain(english._('notifications.rental.requestedTitle'));
  expect(await subjectsTo(request, email)).not.toContain(english._('emails.verifySubject'));
});
