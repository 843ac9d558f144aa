import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig, mailSettingsOf } from '../../src/server/config';
import { loggerOptions } from '../../src/server/logging';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { MailboxEmail, MailboxList } from '../../src/shared/schemas/mailbox';
import { signUpAdmin } from './support/admin';
import { emailOfEvent, notificationRequest, queueAndDeliver } from './support/mail';
import { memoryLog } from './support/memoryLog';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const log = memoryLog();
// No SMTP_URL: mail is kept in the database, as `npm start` does without a mail server.
const ctx = setupTestApp({
  logger: loggerOptions('info', log.stream),
  mail: { siteUrl: 'http://localhost:5081', devMailbox: true },
});

// Outside the demo, only administrators read the local mailbox.
let adminToken = '';
let adminEmail = '';
beforeEach(async () => {
  ({ token: adminToken, email: adminEmail } = await signUpAdmin(ctx.app, ctx.database.db));
});

/** Every email but the administrator's own sign-up mail, as the administrator reads them. */
const mailbox = async () =>
  (await ctx.app.inject({ url: '/api/dev/mailbox', headers: bearer(adminToken) }))
    .json<MailboxList>()
    .emails.filter((email) => email.to !== adminEmail);

describe('the local mailbox, without an SMTP server', () => {
  it('keeps each email, says so in the log, and lists the newest first', async () => {
    const [firstId = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest('first@example.com'),
    ]);
    await queueAndDeliver(ctx.app, ctx.database.db, [notificationRequest('second@example.com')]);
    expect((await emailOfEvent(ctx.database.db, firstId))?.sentAt).toBeInstanceOf(Date);
    expect(log.text()).toContain('SMTP_URL is not set: the email is kept in the local mailbox');
    expect(log.text()).not.toContain('first@example.com');

    const emails = await mailbox();
    expect(emails.map((email) => email.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(emails[0]).toEqual({
      id: expect.any(String),
      to: 'second@example.com',
      subject: 'New booking request for Cordless drill',
      template: 'notification',
      createdAt: expect.any(String),
      sentAt: expect.any(String),
    });
  });

  it('shows one email with both parts and the links it holds', async () => {
    await queueAndDeliver(ctx.app, ctx.database.db, [notificationRequest('kim@example.com')]);
    const [summary] = await mailbox();
    const response = await ctx.app.inject({
      url: `/api/dev/mailbox/${summary?.id}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const email = response.json<{ email: MailboxEmail }>().email;
    expect(email).toMatchObject({ ...summary, to: 'kim@example.com' });
    expect(email.html).toContain('You have a new booking request');
    expect(email.text).toContain('Sam would like to rent your Cordless drill');
    expect(email.links).toEqual(
      expect.arrayContaining([
        { url: 'http://localhost:5081/dashboard', sitePath: '/dashboard' },
        {
          url: 'http://localhost:5081/unsubscribe/token-123/booking_requests',
          sitePath: '/unsubscribe/token-123/booking_requests',
        },
        { url: 'http://localhost:5081', sitePath: '/' },
      ]),
    );
  });

  it('answers 404 for an email that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await ctx.app.inject({
        url: `/api/dev/mailbox/${id}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('mailbox.notFound'), code: 'NOT_FOUND' });
    }
  });
});

describe('who reads the local mailbox outside the demo', () => {
  it('refuses a signed-out visitor (401) and anyone but an administrator (403)', async () => {
    const [eventId = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest('kim@example.com'),
    ]);
    const emailId = (await emailOfEvent(ctx.database.db, eventId))?.id;
    const robin = await signUp(ctx.app);
    for (const url of ['/api/dev/mailbox', `/api/dev/mailbox/${emailId}`]) {
      const signedOut = await ctx.app.inject({ url });
      expect(signedOut.statusCode, url).toBe(401);
      const member = await ctx.app.inject({ url, headers: bearer(robin.token) });
      expect(member.statusCode, url).toBe(403);
      expect(member.json()).toEqual({ error: inEnglish('mailbox.adminsOnly'), code: 'FORBIDDEN' });
    }
  });
});

describe('the test email of the mailbox page', () => {
  it('goes to the signed-in person only, and shows in the mailbox', async () => {
    const signedOut = await ctx.app.inject({ method: 'POST', url: '/api/dev/mailbox/test-email' });
    expect(signedOut.statusCode).toBe(401);

    const robin = await signUp(ctx.app, { firstName: 'Robin' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/mailbox/test-email',
      headers: bearer(robin.token),
      // Whatever address a caller names, the email goes to their own.
      payload: { to: 'stranger@example.com' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ to: robin.user.email });
    const [email] = await mailbox();
    expect(email).toMatchObject({
      to: robin.user.email,
      subject: 'Test email from Lendwell',
      template: 'mailboxTest',
    });
    const shown = await ctx.app.inject({
      url: `/api/dev/mailbox/${email?.id}`,
      headers: bearer(adminToken),
    });
    expect(shown.json().email.html).toContain('Hi Robin, email works');
  });
});

describe('the test email limit', () => {
  const limited = setupTestApp({ testEmailRateLimitPerMinute: 2 });

  it('answers 429 with Retry-After past a few a minute per account', async () => {
    const robin = await signUp(limited.app);
    const send = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/dev/mailbox/test-email',
        headers: bearer(robin.token),
        remoteAddress,
      });
    expect((await send('10.9.0.1')).statusCode).toBe(202);
    expect((await send('10.9.0.2')).statusCode).toBe(202);
    const refused = await send('10.9.0.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: inEnglish('errors.rateLimited'),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

// Whoever reaches such a server could read every email in the mailbox, reset links included.
const withoutMailbox = {
  'a production server': { NODE_ENV: 'production' },
  'a development server that sends mail through SMTP': { NODE_ENV: 'development', SMTP_URL: '' },
  'a server started with defaults and SMTP_URL': { SMTP_URL: '' },
  'a server with DEV_MAILBOX=off': { DEV_MAILBOX: 'off' },
};

describe.each(Object.entries(withoutMailbox))('%s', (_name, env) => {
  it('has no mailbox routes at all', async () => {
    const smtpUrl = 'SMTP_URL' in env ? { SMTP_URL: smtp.url } : {};
    const server = await buildApp({
      db: ctx.database.db,
      imageStorage: createLocalImageStorage(ctx.uploadsDir),
      mail: mailSettingsOf(loadConfig({ ...env, ...smtpUrl })),
    });
    try {
      await queueAndDeliver(server, ctx.database.db, [notificationRequest('pat@example.com')]);
      expect(server.apiRoutes.filter((route) => route.url.includes('/dev/'))).toEqual([]);
      const [email] = await mailbox();
      expect(email?.to).toBe('pat@example.com');
      const calls = [
        { method: 'GET', url: '/api/dev/mailbox' },
        { method: 'GET', url: `/api/dev/mailbox/${email?.id}` },
        { method: 'POST', url: '/api/dev/mailbox/test-email' },
      ] as const;
      for (const { method, url } of calls) {
        const response = await server.inject({ method, url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({
          error: inEnglish('errors.apiNotFound'),
          code: 'NOT_FOUND',
        });
      }
    } finally {
      await server.close();
    }
  });
});
