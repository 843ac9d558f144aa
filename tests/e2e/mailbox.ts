import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import type { MailboxEmail, MailboxList } from '../../src/shared/schemas/mailbox';

/**
 * The local mailbox shows all mail to administrators only: mail to someone who cannot sign in
 * (a forgotten password) or to an address not yet theirs (an email change) is read as the demo
 * administrator, as an operator would. Each person reads their own mail with their own token.
 */
export async function demoAdminHeaders(request: APIRequestContext) {
  const admin = DEMO_ACCOUNTS.find((account) => account.accountRole === 'admin');
  if (!admin) throw new Error('the demo has no administrator');
  const response = await request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The path of the link to `path` in the newest email with this subject to this address. */
export async function mailedLinkAsAdmin(
  request: APIRequestContext,
  subject: string,
  address: string,
  path: string,
): Promise<string> {
  const headers = await demoAdminHeaders(request);
  const find = async () => {
    const list = (await (await request.get('/api/dev/mailbox', { headers })).json()) as MailboxList;
    return list.emails.find((email) => email.to === address && email.subject === subject);
  };
  await expect.poll(find).toBeDefined();
  const summary = await find();
  const response = await request.get(`/api/dev/mailbox/${summary?.id}`, { headers });
  const { email } = (await response.json()) as { email: MailboxEmail };
  const link = email.links.find((candidate) => candidate.sitePath?.startsWith(path));
  if (!link?.sitePath) throw new Error(`no ${path} link in "${subject}" to ${address}`);
  return link.sitePath;
}
