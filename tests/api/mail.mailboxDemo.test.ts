import { describe, expect, it } from 'vitest';
import { loadConfig, mailSettingsOf } from '../../src/server/config';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { MailboxList } from '../../src/shared/schemas/mailbox';
import { signUpAdmin } from './support/admin';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

// The demo as `npm start` runs it: demo data on, no SMTP_URL, so the local mailbox is there.
const ctx = setupTestApp({ mail: mailSettingsOf(loadConfig({})) });

const RESET_SUBJECT = 'Reset your Lendwell password';

const listAs = async (token?: string) =>
  ctx.app.inject({ url: '/api/dev/mailbox', headers: token ? bearer(token) : {} });

describe('the demo mailbox', () => {
  it('shows no one else the reset link of a reset asked for someone else', async () => {
    const victim = await signUp(ctx.app, { firstName: 'Vic' });
    const attacker = await signUp(ctx.app, { firstName: 'Mal' });
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: victim.user.email },
    });
    expect(asked.statusCode).toBe(202);

    const resetMail = async () =>
      (await listAs(admin.token))
        .json<MailboxList>()
        .emails.find((email) => email.to === victim.user.email && email.subject === RESET_SUBJECT);
    await expect.poll(resetMail).toBeDefined();
    const id = (await resetMail())?.id;

    // Signed out, neither the list nor the email itself.
    expect((await listAs()).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/dev/mailbox/${id}` })).statusCode).toBe(401);

    // Signed in as someone else: only their own mail, and the victim's email is not found.
    const attackersView = async () => (await listAs(attacker.token)).json<MailboxList>().emails;
    await expect.poll(async () => (await attackersView()).length).toBeGreaterThan(0);
    expect((await attackersView()).every((email) => email.to === attacker.user.email)).toBe(true);
    const stolen = await ctx.app.inject({
      url: `/api/dev/mailbox/${id}`,
      headers: bearer(attacker.token),
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: inEnglish('mailbox.notFound'), code: 'NOT_FOUND' });

    // The address's owner reads it.
    const own = await ctx.app.inject({
      url: `/api/dev/mailbox/${id}`,
      headers: bearer(victim.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toMatchObject({ to: victim.user.email, subject: RESET_SUBJECT });
  });

  it("shows an administrator everyone's mail", async () => {
    const robin = await signUp(ctx.app);
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    await expect
      .poll(async () => (await listAs(admin.token)).json<MailboxList>().emails.map((e) => e.to))
      .toEqual(expect.arrayContaining([robin.user.email, admin.email]));
  });
});
