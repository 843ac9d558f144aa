import { asc, eq } from 'drizzle-orm';
import { outboxEvents } from '../../../src/server/db/schema';
import { issueAccountToken } from '../../../src/server/features/account/tokens';
import { MAIL_EVENT, type MailRequest } from '../../../src/server/mail/queue';
import { mailTemplates } from '../../../src/server/mail/templates';
import type { MailTemplate } from '../../../src/server/mail/templates/template';
import type { AccountTokenPurpose } from '../../../src/shared/account';
import type { TestContext } from './testApp';

export interface AccountMail {
  to: string;
  subject: string;
  /** The one link of the email, as a path with its query. */
  linkPath: string | undefined;
}

/** The emails queued so far, oldest first, read from the outbox rows that send them. */
export async function queuedMails(ctx: TestContext): Promise<AccountMail[]> {
  const rows = await ctx.database.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, MAIL_EVENT))
    .orderBy(asc(outboxEvents.createdAt));
  return rows.map((row) => {
    const request = row.payload as unknown as MailRequest;
    const template = mailTemplates[request.template] as MailTemplate<typeof request.data>;
    const data: Record<string, unknown> = { ...request.data };
    return {
      to: request.to,
      subject: template.subject(request.data),
      linkPath: typeof data.linkPath === 'string' ? data.linkPath : undefined,
    };
  });
}

export async function mailsTo(ctx: TestContext, to: string): Promise<AccountMail[]> {
  return (await queuedMails(ctx)).filter((mail) => mail.to === to);
}

/** The token of the newest link to this page mailed to the address. */
export async function tokenMailedTo(ctx: TestContext, to: string, page: string): Promise<string> {
  const links = (await mailsTo(ctx, to))
    .map((mail) => mail.linkPath)
    .filter((path): path is string => path?.startsWith(`${page}?token=`) ?? false);
  const newest = links.at(-1);
  if (!newest) throw new Error(`no ${page} link was mailed to ${to}`);
  return decodeURIComponent(newest.slice(`${page}?token=`.length));
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
