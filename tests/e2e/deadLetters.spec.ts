import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { PASSWORD, signIn } from './helpers';
import { type OwnServer, startOwnServer } from './liveServer';

// Its server sends mail through an SMTP server of the journey's own, so it runs beside the
// shared one (which keeps mail in its local mailbox and never fails to send).
const PORT = Number(process.env.E2E_PORT ?? 5055) + 31;
/** The operator's own administrator, made with `npm run admin:create`'s command. */
const ADMIN = { email: 'operator@example.com', password: 'Operator-Pass-42' };

const suffix = Math.random().toString(36).slice(2, 7);
const toRetry = `moved.${suffix}@example.com`;
const toDiscard = `gone.${suffix}@example.com`;

/** Addresses the mail server refuses for good (550), until it is told to accept them. */
const refused = new Set([toRetry, toDiscard]);
const delivered: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!refused.has(address.address)) return callback();
    callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
      callback();
    });
  },
});

let server: OwnServer;

test.beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  // Its refusals are the point: the server's log of them would only bury the report.
  server = await startOwnServer(
    PORT,
    { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'fatal' },
    ADMIN,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an administrator sees the emails refused for good, retries one and discards the other', async ({
  page,
  request,
}) => {
  // Two sign-ups whose verification emails the mail server refuses for good.
  for (const email of [toRetry, toDiscard]) {
    const response = await request.post('/api/auth/register', {
      data: {
        email,
        password: PASSWORD,
        firstName: 'Dee',
        lastName: 'Bounce',
        phone: '5551234567',
      },
    });
    expect(response.status()).toBe(201);
  }

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin');
  const stat = page
    .getByRole('definition')
    .or(page.getByRole('term'))
    .getByRole('link', {
      name: inEnglish('deadLetters.title'),
    });
  await expect(stat).toBeVisible();
  await expect(page.getByText(inEnglish('deadLetters.overviewNote')).locator('..')).toContainText(
    '2',
  );
  await shoot(page, 'overview');

  await stat.click();
  await expect(page).toHaveURL(/\/admin\/dead-letters$/);
  const rowOf = (email: string) => page.getByRole('listitem').filter({ hasText: email });
  for (const email of [toRetry, toDiscard]) {
    await expect(rowOf(email)).toContainText(inEnglish('deadLetters.attempts', { count: 1 }));
    await expect(rowOf(email)).toContainText('550');
  }
  await shoot(page, 'dead-letters');

  // The address works again: a retry sends the email and the row goes.
  refused.delete(toRetry);
  await rowOf(toRetry)
    .getByRole('button', {
      name: inEnglish('deadLetters.retryLabel', { type: inEnglish('deadLetters.email') }),
    })
    .click();
  await expect(page.getByText(inEnglish('deadLetters.retried'))).toBeVisible();
  await expect(rowOf(toRetry)).toHaveCount(0);
  await expect.poll(() => delivered.includes(toRetry)).toBe(true);

  // The other is discarded with a note, from the keyboard-reachable dialog.
  await rowOf(toDiscard)
    .getByRole('button', {
      name: inEnglish('deadLetters.discardLabel', { type: inEnglish('deadLetters.email') }),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: inEnglish('deadLetters.discardTitle') });
  await dialog.getByLabel(inEnglish('admin.note')).fill('The person left.');
  await shoot(page, 'discard-dialog');
  await dialog.getByRole('button', { name: inEnglish('deadLetters.discard') }).click();
  await expect(page.getByText(inEnglish('deadLetters.discarded'))).toBeVisible();
  await expect(page.getByText(inEnglish('deadLetters.empty'))).toBeVisible();
  await shoot(page, 'dead-letters-empty');
  expect(delivered).not.toContain(toDiscard);

  await page.getByRole('link', { name: inEnglish('admin.auditLog') }).click();
  // Each entry's sentence after the administrator's name; the email is named after it.
  for (const sentence of ['admin.audit.outboxRetry', 'admin.audit.outboxDiscard'] as const) {
    const done = inEnglish(sentence, { admin: '', target: '' }).trim();
    await expect(page.getByText(done).first()).toBeVisible();
  }
  await expect(page.getByText('The person left.')).toBeVisible();
});
