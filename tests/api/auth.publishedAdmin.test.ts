import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

// The demo's administrator has a password the README and the login page publish: on an exposed
// demo it must not open the console to anyone who types it.
const ctx = setupTestApp();
const demoAdmin = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');

async function demoAdminAccount(password: string) {
  if (!demoAdmin) throw new Error('the demo data has no administrator');
  const account = await signUp(ctx.app, { email: demoAdmin.email, password });
  await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  return demoAdmin;
}

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

describe('the demo administrator’s published password', () => {
  it('signs in only from the machine the server runs on', async () => {
    const admin = await demoAdminAccount(demoAdmin?.password ?? '');
    const remote = await signIn(admin.email, admin.password, '203.0.113.9');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toEqual({
      error: inEnglish('login.publishedAdminRemote'),
      code: 'PUBLISHED_ADMIN_PASSWORD_REMOTE',
    });
    expect(
      (await signIn(admin.email.toUpperCase(), admin.password, '::ffff:198.51.100.4')).statusCode,
    ).toBe(403);
    for (const local of ['127.0.0.1', '::1']) {
      expect((await signIn(admin.email, admin.password, local)).statusCode, local).toBe(200);
    }
  });

  it('is no bar once the administrator chose a password of their own', async () => {
    const admin = await demoAdminAccount('A-new-secret-9');
    expect((await signIn(admin.email, 'A-new-secret-9', '203.0.113.9')).statusCode).toBe(200);
  });

  it('says nothing about an account before its password is right', async () => {
    const admin = await demoAdminAccount('A-new-secret-9');
    const wrong = await signIn(admin.email, admin.password, '203.0.113.9');
    expect(wrong.statusCode).toBe(401);
  });
});
