import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type MailboxEmailSummary,
  mailboxEmailSchema,
  mailboxListSchema,
  mailboxTestEmailSchema,
} from '../../../shared/schemas/mailbox';
import type { Db } from '../../db/client';
import type { EmailRow } from '../../db/schema';
import { forbidden, notFound, wellFormedIdOr404 } from '../../errors';
import type { EmailsRepo } from '../../mail/emails';
import { sitePathOf, webLinksOf } from '../../mail/links';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { currentUserId } from '../../plugins/auth';
import { mailboxReaderOf } from './reader';
import { sendTestEmail } from './testEmail';

export interface MailboxRoutesOptions {
  db: Db;
  emails: EmailsRepo;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
  /** The site's own address, whose links the page opens in place. */
  siteUrl: string;
  /** On the demo, anyone signed in reads the mail to their own address; else administrators only. */
  ownMailForEveryone: boolean;
  /** Each test email is a real send; a signed-in account may ask for a few a minute. */
  testEmailRateLimitPerMinute: number;
}

/** Enough to find the mail just sent; older ones stay in the table. */
const MAILBOX_PAGE_SIZE = 100;

const emailParams = z.object({ id: z.string() });

function summaryOf(email: EmailRow): MailboxEmailSummary {
  return {
    id: email.id,
    to: email.to,
    subject: email.subject,
    template: email.template,
    createdAt: email.createdAt.toISOString(),
    sentAt: email.sentAt?.toISOString() ?? null,
  };
}

/**
 * The local mailbox of development servers, which buildApp registers only outside production.
 * Its mail holds reset links, so it is never shown signed out: administrators read all of it,
 * and on the demo a person reads the mail to their own address, as their inbox would show them;
 * another's email is not found. A signed-in person may also send themselves a test email.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<MailboxRoutesOptions> = async (
  app,
  { db, emails, outbox, siteUrl, ownMailForEveryone, testEmailRateLimitPerMinute },
) => {
  const readerOf = async (request: Parameters<typeof currentUserId>[0]) => {
    const reader = await mailboxReaderOf(db, request, ownMailForEveryone);
    if (!reader) throw forbidden('mailbox.adminsOnly');
    return reader;
  };

  app.get(
    '/dev/mailbox',
    { config: { auth: 'signed-in' }, schema: { response: { 200: mailboxListSchema } } },
    async (request) => {
      const reader = await readerOf(request);
      const shown =
        reader.kind === 'all'
          ? await emails.listNewest(MAILBOX_PAGE_SIZE)
          : await emails.listNewestTo(reader.address, MAILBOX_PAGE_SIZE);
      return { emails: shown.map(summaryOf) };
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      config: { auth: 'signed-in' },
      schema: { params: emailParams, response: { 200: mailboxEmailSchema } },
    },
    async (request) => {
      const reader = await readerOf(request);
      const email = await emails.byId(wellFormedIdOr404(request.params.id, 'mailbox.notFound'));
      if (!email || (reader.kind === 'own' && email.to !== reader.address)) {
        throw notFound('mailbox.notFound');
      }
      return {
        email: {
          ...summaryOf(email),
          html: email.html,
          text: email.text,
          links: webLinksOf(email.html).map((url) => ({ url, sitePath: sitePathOf(url, siteUrl) })),
        },
      };
    },
  );

  app.post(
    '/dev/mailbox/test-email',
    {
      config: {
        auth: 'signed-in',
        rateLimit: {
          max: testEmailRateLimitPerMinute,
          timeWindow: '1 minute',
          // Counted once the caller is known, so the limit follows the account.
          hook: 'preHandler',
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: { response: { 202: mailboxTestEmailSchema } },
    },
    async (request, reply) =>
      reply.status(202).send(await sendTestEmail({ db, outbox }, currentUserId(request))),
  );
};
