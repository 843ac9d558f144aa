import { issueAccountToken } from '../../../src/server/features/account/tokens';
import { sitePathOf, webLinksOf } from '../../../src/server/mail/links';
import type { AccountTokenPurpose } from '../../../src/shared/account';
import type { ReceivedMail, TestSmtpServer } from './smtp';
import type { TestContext } from './testApp';

/** Where the account suites' emails link to. */
export const ACCOUNT_SITE = 'https://lendwell.example';

export interface AccountMail {
  subject: string;
  text: string;
  /** The paths of the links to the site the HTML part holds. */
  sitePaths: string[];
}

function accountMailOf({ parsed }: ReceivedMail): AccountMail {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const sitePaths = webLinksOf(html)
    .map((link) => sitePathOf(link, ACCOUNT_SITE))
    .filter((path): path is string => path !== null);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', sitePaths };
}

/** What the SMTP server received for this address, oldest first. */
export function mailsTo(smtp: TestSmtpServer, to: string): AccountMail[] {
  return smtp.received.filter((mail) => mail.envelopeTo.includes(to)).map(accountMailOf);
}

const tokenIn = (path: string, page: string) =>
  path.startsWith(`${page}?token=`)
    ? decodeURIComponent(path.slice(`${page}?token=`.length))
    : undefined;

/** The token of the newest link to this page that reached the address, waiting for one if need be. */
export async function tokenMailedTo(
  smtp: TestSmtpServer,
  to: string,
  page: string,
): Promise<string> {
  const linksTo = (mail: AccountMail) =>
    mail.sitePaths.map((path) => tokenIn(path, page)).filter((token) => token !== undefined);
  await smtp.waitFor(
    (mail) => mail.envelopeTo.includes(to) && linksTo(accountMailOf(mail)).length > 0,
  );
  const newest = mailsTo(smtp, to).flatMap(linksTo).at(-1);
  if (!newest) throw new Error(`no ${page} link reached ${to}`);
  return newest;
}

/** A live link of the purpose, issued straight into the database as if it had been mailed. */
export async function issueTestLink(
  ctx: TestContext,
  user: { id: string; email: string },
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<string> {
  const { linkPath } = await ctx.database.db.transaction((tx) =>
    issueAccountToken(tx, { userId: user.id, purpose, email: user.email, now }),
  );
  return decodeURIComponent(linkPath.slice(linkPath.indexOf('?token=') + '?token='.length));
}
