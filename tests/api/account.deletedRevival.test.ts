import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, outboxEvents, users } from '../../src/server/db/schema';
import { deletedAccountEmail } from '../../src/server/features/account/deletionRepo';
import { MAIL_EVENT } from '../../src/server/mail/queue';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { deleteAccount } from './support/account';
import { ACCOUNT_SITE, issueTestLink, mailsTo } from './support/accountMail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
beforeEach(() => smtp.clear());
const ctx = setupTestApp({ mail: { smtpUrl: smtp.url, siteUrl: ACCOUNT_SITE } });
const PASSWORD = 'Secret123!';

const post = (url: string, payload: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url, payload });

/** A deleted account: its id and the address it is left with. */
async function deletedAccount() {
  const { token, user } = await signUp(ctx.app);
  expect((await deleteAccount(ctx.app, token, PASSWORD)).statusCode).toBe(204);
  return { id: user.id, email: deletedAccountEmail(user.id), oldEmail: user.email };
}

async function accountRow(id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function mailEventsOf(userId: string) {
  const events = await ctx.database.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, MAIL_EVENT));
  return events.filter((event) => event.payload.userId === userId);
}

describe('a deleted account cannot be brought back', () => {
  it('answers a reset request for its address as any other, and issues and mails nothing', async () => {
    const deleted = await deletedAccount();
    const known = await signUp(ctx.app);
    const forLive = await post('/api/auth/password-reset', { email: known.user.email });
    const forDeleted = await post('/api/auth/password-reset', { email: deleted.email });
    expect(forDeleted.statusCode).toBe(202);
    expect(forDeleted.body).toBe(forLive.body);

    const tokens = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, deleted.id));
    expect(tokens).toEqual([]);
    expect(await mailEventsOf(deleted.id)).toEqual([]);
    expect(mailsTo(smtp, deleted.email)).toEqual([]);
  });

  it('refuses a reset link of the account, as one that raced the deletion would be', async () => {
    const deleted = await deletedAccount();
    const link = await issueTestLink(ctx, deleted, 'password-reset', new Date());
    const confirmed = await post('/api/auth/password-reset/confirm', {
      token: link,
      password: 'Revived-pass-1',
    });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toMatchObject({
      code: 'LINK_INVALID',
      error: inEnglish('reset.linkInvalid'),
    });
    expect(await accountRow(deleted.id)).toMatchObject({ passwordHash: '', emailVerifiedAt: null });
    expect(await mailEventsOf(deleted.id)).toEqual([]);
    const signIn = await post('/api/auth/login', {
      email: deleted.email,
      password: 'Revived-pass-1',
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a verification link of the account', async () => {
    const deleted = await deletedAccount();
    const link = await issueTestLink(ctx, deleted, 'verify-email', new Date());
    const followed = await post('/api/auth/verify-email', { token: link });
    expect(followed.statusCode).toBe(400);
    expect(followed.json().code).toBe('LINK_INVALID');
    expect((await accountRow(deleted.id))?.emailVerifiedAt).toBeNull();
  });

  it('refuses to sign in with its address, whatever the password', async () => {
    const deleted = await deletedAccount();
    for (const password of [PASSWORD, 'Anything-at-all-1']) {
      const signIn = await post('/api/auth/login', { email: deleted.email, password });
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json().error).toBe(inEnglish('login.invalidCredentials'));
    }
  });
});
