import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupTestApp } from './support/testApp';
import { newAccount, signUp } from './support/users';

const ctx = setupTestApp();
/** A password that sign-up refuses now but may have been chosen before the plain-text rule. */
const OLDER_PASSWORD = 'Secret\u0007123!';

describe('a password holding a control character', () => {
  it('still signs in its owner, whose account predates the plain-text rule', async () => {
    const account = await signUp(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword(OLDER_PASSWORD, 'test') })
      .where(eq(users.id, account.user.id));

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.user.email, password: OLDER_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is still refused at sign-up, with the field named', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount({ password: OLDER_PASSWORD }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: inEnglish('errors.controlCharacters'),
      code: 'VALIDATION_ERROR',
      field: 'password',
    });
  });
});
