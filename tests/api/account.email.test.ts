import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { ACCOUNT_SITE, mailsTo, tokenMailedTo } from './support/accountMail';
import { itemMaker } from './support/items';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());
const ctx = setupTestApp({ mail: { smtpUrl: smtp.url, siteUrl: ACCOUNT_SITE } });

const followLink = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json()
    .user;

const changeEmail = (token: string, newEmail: string, currentPassword = 'Secret123!') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/email',
    headers: bearer(token),
    payload: { newEmail, currentPassword },
  });

describe('email verification', () => {
  it('mails a link at sign-up that marks the address verified, on the profile too', async () => {
    const { token, user } = await signUp(ctx.app);
    expect(user.emailVerified).toBe(false);
    const link = await tokenMailedTo(smtp, user.email, '/verify-email');

    const followed = await followLink(link);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ email: user.email, changed: false });
    expect((await me(token)).emailVerified).toBe(true);
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/users/${user.id}` });
    expect(profile.json().user).toMatchObject({ id: user.id, emailVerified: true });
    expect(profile.json().user).not.toHaveProperty('email');

    expect((await followLink(link)).json().code).toBe('LINK_INVALID');

    const item = await itemMaker(ctx.app, ctx.uploadsDir, token)();
    expect(item.ownerEmailVerified).toBe(true);
  });

  it('sends a new link on request, which replaces the first, and none once verified', async () => {
    const { token, user } = await signUp(ctx.app);
    const first = await tokenMailedTo(smtp, user.email, '/verify-email');
    const resent = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/verification',
      headers: bearer(token),
    });
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ email: user.email });
    const second = await tokenMailedTo(smtp, user.email, '/verify-email');
    expect(second).not.toBe(first);
    expect((await followLink(first)).statusCode).toBe(400);
    expect((await followLink(second)).statusCode).toBe(200);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/verification',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED' });
  });
});

describe('changing the email address', () => {
  it('changes nothing until the new address follows its link, then tells the old one', async () => {
    const { token, user } = await signUp(ctx.app);
    const asked = await changeEmail(token, '  New.Address@Example.com ');
    expect(asked.statusCode).toBe(202);
    expect((await me(token)).email).toBe(user.email);
    const link = await tokenMailedTo(smtp, 'new.address@example.com', '/verify-email');
    expect(mailsTo(smtp, 'new.address@example.com').map((mail) => mail.subject)).toEqual([
      'Confirm your new email address',
    ]);

    const followed = await followLink(link);
    expect(followed.json()).toEqual({ email: 'new.address@example.com', changed: true });
    const after = await me(token);
    expect(after).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
    expect(mailsTo(smtp, user.email).map((mail) => mail.subject)).toContain(
      'Your email address was changed',
    );
    const oldSignIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Secret123!' },
    });
    expect(oldSignIn.statusCode).toBe(401);
  });

  it('retires links mailed to the old address once the address changes', async () => {
    const { token, user } = await signUp(ctx.app);
    const oldVerification = await tokenMailedTo(smtp, user.email, '/verify-email');
    await changeEmail(token, 'moved@example.com');
    await followLink(await tokenMailedTo(smtp, 'moved@example.com', '/verify-email'));
    expect((await followLink(oldVerification)).statusCode).toBe(400);
  });

  it('requires the current password and a free, different address', async () => {
    const { token, user } = await signUp(ctx.app);
    const other = await signUp(ctx.app);

    const wrong = await changeEmail(token, 'fresh@example.com', 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      error: inEnglish('account.currentPasswordWrong'),
    });
    const same = await changeEmail(token, user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(inEnglish('account.sameEmail'));
    const taken = await changeEmail(token, other.user.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect(mailsTo(smtp, 'fresh@example.com')).toEqual([]);
  });

  it('refuses the change when another account took the address meanwhile', async () => {
    const { token } = await signUp(ctx.app);
    await changeEmail(token, 'contested@example.com');
    const link = await tokenMailedTo(smtp, 'contested@example.com', '/verify-email');
    await signUp(ctx.app, { email: 'contested@example.com' });
    const followed = await followLink(link);
    expect(followed.statusCode).toBe(409);
    expect(followed.json().error).toBe(inEnglish('account.emailInUse'));
  });
});
