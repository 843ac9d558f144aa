import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { ACCOUNT_SITE, mailsTo } from './support/accountMail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());
const ctx = setupTestApp({ mail: { smtpUrl: smtp.url, siteUrl: ACCOUNT_SITE } });

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/password',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });

describe('changing the password', () => {
  it('keeps this session, signs out the others and tells the owner by email', async () => {
    const { token, user } = await signUp(ctx.app);
    const other = (await signIn(user.email, 'Secret123!')).json().token;

    const changed = await changePassword(token, 'Secret123!', 'Another-pass-9');
    expect(changed.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(user.email, 'Secret123!')).statusCode).toBe(401);
    expect((await signIn(user.email, 'Another-pass-9')).statusCode).toBe(200);
    expect(mailsTo(smtp, user.email).map((mail) => mail.subject)).toContain(
      'Your password was changed',
    );
  });

  it('refuses a wrong current password and a new one too short, changing nothing', async () => {
    const { token, user } = await signUp(ctx.app);
    const wrong = await changePassword(token, 'not-it', 'Another-pass-9');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      field: 'currentPassword',
      error: inEnglish('account.currentPasswordWrong'),
    });
    const short = await changePassword(token, 'Secret123!', '12');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe(inEnglish('signup.passwordTooShort'));
    expect((await signIn(user.email, 'Secret123!')).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'a', newPassword: 'Another-pass-9' },
    });
    expect(response.statusCode).toBe(401);
  });
});
