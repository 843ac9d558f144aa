import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { ACCOUNT_SITE, mailsTo, tokenMailedTo } from './support/accountMail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());
let clock = new Date();
const ctx = setupTestApp({
  now: () => clock,
  mail: { smtpUrl: smtp.url, siteUrl: ACCOUNT_SITE },
});

const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });

const confirmReset = (token: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });

/** Longer than a reset request may take, far shorter than the mailer's 10 s greeting timeout. */
const SLOW_GREETING_MS = 3_000;

/** The answer does not wait for the mail, so a test waits for the SMTP server to have it. */
const resetMailsArrived = (email: string, count: number) =>
  smtp.waitFor(
    () =>
      mailsTo(smtp, email).filter((mail) => mail.subject === 'Reset your Lendwell password')
        .length >= count,
  );

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('password reset', () => {
  it('mails a single-use link that sets the new password and ends every session', async () => {
    clock = new Date();
    const { token: firstSession, user } = await signUp(ctx.app);
    const secondSession = (await signIn(user.email, 'Secret123!')).json().token;

    const requested = await requestReset(user.email.toUpperCase());
    expect(requested.statusCode).toBe(202);
    expect(requested.body).toBe('');
    const reset = await tokenMailedTo(smtp, user.email, '/reset-password');
    const resetMail = mailsTo(smtp, user.email).find((mail) =>
      mail.sitePaths.includes(`/reset-password?token=${reset}`),
    );
    expect(resetMail?.subject).toBe('Reset your Lendwell password');
    expect(resetMail?.text).toContain(`${ACCOUNT_SITE}/reset-password?token=${reset}`);
    expect(resetMail?.text).toContain('1 hour');

    const confirmed = await confirmReset(reset, 'Brand-new-2');
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect((await me(body.token)).statusCode).toBe(200);
    expect((await me(firstSession)).statusCode).toBe(401);
    expect((await me(secondSession)).statusCode).toBe(401);

    expect((await signIn(user.email, 'Secret123!')).statusCode).toBe(401);
    expect((await signIn(user.email, 'Brand-new-2')).statusCode).toBe(200);
    expect(mailsTo(smtp, user.email).map((mail) => mail.subject)).toEqual([
      'Confirm your email address',
      'Reset your Lendwell password',
      'Your password was changed',
    ]);
  });

  it('refuses a link used once already', async () => {
    clock = new Date();
    const { user } = await signUp(ctx.app);
    await requestReset(user.email);
    const reset = await tokenMailedTo(smtp, user.email, '/reset-password');
    expect((await confirmReset(reset, 'First-new-1')).statusCode).toBe(200);

    const again = await confirmReset(reset, 'Second-new-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'LINK_INVALID',
      error: inEnglish('reset.linkInvalid'),
    });
    expect((await signIn(user.email, 'First-new-1')).statusCode).toBe(200);
  });

  it('refuses a link after its hour, and an older link once a newer one was sent', async () => {
    clock = new Date();
    const { user } = await signUp(ctx.app);
    await requestReset(user.email);
    const older = await tokenMailedTo(smtp, user.email, '/reset-password');
    await requestReset(user.email);
    await resetMailsArrived(user.email, 2);
    const newer = await tokenMailedTo(smtp, user.email, '/reset-password');
    expect(newer).not.toBe(older);
    expect((await confirmReset(older, 'Too-late-1')).statusCode).toBe(400);

    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const expired = await confirmReset(newer, 'Too-late-1');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('LINK_INVALID');
    expect((await signIn(user.email, 'Secret123!')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    clock = new Date();
    const { user } = await signUp(ctx.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await resetMailsArrived(user.email, 1);
    expect(mailsTo(smtp, 'nobody-here@example.com')).toEqual([]);
  });

  it('answers a known address without waiting for a slow mail server', async () => {
    clock = new Date();
    const { user } = await signUp(ctx.app);
    smtp.delayGreeting(SLOW_GREETING_MS);
    try {
      const startedAt = performance.now();
      const known = await requestReset(user.email);
      const knownMs = performance.now() - startedAt;
      expect(known.statusCode).toBe(202);
      // Well under the greeting's delay: the answer did not hold the SMTP conversation.
      expect(knownMs).toBeLessThan(SLOW_GREETING_MS / 2);
      expect(mailsTo(smtp, user.email).map((mail) => mail.subject)).not.toContain(
        'Reset your Lendwell password',
      );
      // The mail still goes, once the server greets.
      await resetMailsArrived(user.email, 1);
    } finally {
      smtp.delayGreeting(0);
    }
  });

  it('refuses a token that never existed and a new password too short', async () => {
    const unknown = await confirmReset('not-a-real-token', 'Whatever-1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LINK_INVALID');
    const short = await confirmReset('not-a-real-token', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(inEnglish('signup.passwordTooShort'));
    expect(smtp.received).toEqual([]);
  });

  it('asks for the address first', async () => {
    const response = await requestReset('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(inEnglish('reset.emailRequired'));
  });
});

describe('password reset rate limits', () => {
  const limited = setupTestApp({
    passwordResetRateLimit: { perAddress: 4, perEmail: 2, windowMs: 60_000 },
  });
  const ask = (email: string, ip = '203.0.113.7') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email },
      remoteAddress: ip,
    });

  it('limits requests naming one address, from any client, with the same answer for unknown ones', async () => {
    expect((await ask('target@example.com', '203.0.113.1')).statusCode).toBe(202);
    expect((await ask('TARGET@example.com', '203.0.113.2')).statusCode).toBe(202);
    const third = await ask('target@example.com', '203.0.113.3');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: inEnglish('errors.rateLimited'),
    });
  });

  it('limits the requests of one client address whatever addresses they name', async () => {
    for (const n of [1, 2, 3, 4]) {
      expect((await ask(`probe${n}@example.com`, '198.51.100.9')).statusCode).toBe(202);
    }
    expect((await ask('probe5@example.com', '198.51.100.9')).statusCode).toBe(429);
    expect((await ask('probe5@example.com', '198.51.100.10')).statusCode).toBe(202);
  });
});
