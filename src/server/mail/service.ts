import { i18nFor } from '../../shared/i18n/allCatalogs';
import type { Db } from '../db/client';
import type { EmailRow, OutboxEventRow } from '../db/schema';
import { createEmailsRepo } from './emails';
import { createMailboxMailer, createSmtpMailer, type Mailer, type OutgoingMail } from './mailer';
import { renderMail } from './render';
import { mailRequestOf } from './request';
import { DEFAULT_MAIL_FROM, type MailLog, type MailSettings, mailSiteOf } from './settings';

export interface MailServiceOptions {
  settings: MailSettings;
  now: () => Date;
  log: MailLog;
}

/**
 * The same event always yields the same Message-ID, so a mail sent again after a crash in the
 * window between the SMTP server's acceptance and the row's update is recognisable as one.
 */
export function messageIdOf(outboxEventId: string, siteUrl: string): string {
  return `<${outboxEventId}@${new URL(siteUrl).hostname}>`;
}

/** RFC 2369 and RFC 8058: mail programs show an unsubscribe button that needs no sign-in. */
function listHeaders(email: EmailRow): Record<string, string> {
  if (!email.unsubscribeUrl) return {};
  return {
    'List-Unsubscribe': `<${email.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Sends queued emails: the handler of the outbox's mail events, and the local mailbox's store. */
export function createMailService(db: Db, options: MailServiceOptions) {
  const { settings, now, log } = options;
  const site = mailSiteOf(settings);
  const from = settings.from ?? DEFAULT_MAIL_FROM;
  const mailer: Mailer = settings.smtpUrl
    ? createSmtpMailer(settings.smtpUrl)
    : createMailboxMailer(log);
  const emails = createEmailsRepo(db);
  // An email's words stay in the database only where they are read from it: the local mailbox,
  // or the database itself when there is no SMTP server. Sent elsewhere, a stored reset link
  // would be one more copy of a credential.
  const keepBodies = settings.devMailbox === true || !settings.smtpUrl;

  function outgoing(email: EmailRow): OutgoingMail {
    return {
      messageId: messageIdOf(email.outboxEventId, site.url),
      from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: listHeaders(email),
    };
  }

  async function record(event: OutboxEventRow): Promise<EmailRow | undefined> {
    const request = mailRequestOf(event.payload);
    // Written in the language the account reads when it is sent, whoever caused it.
    const i18n = i18nFor(await emails.localeOf(request.userId));
    return emails.recordOnce({
      outboxEventId: event.id,
      userId: request.userId,
      template: request.template,
      rendered: await renderMail(request, site, i18n),
    });
  }

  return {
    emails,
    site,

    /**
     * Renders the event's email once and records it, sends it, then marks it sent. A failure
     * throws, and the outbox tries again later from the recorded copy; an email marked sent is
     * never sent again, and one to an account deleted meanwhile is done without being sent.
     */
    async deliver(event: OutboxEventRow): Promise<void> {
      const email = (await emails.byEvent(event.id)) ?? (await record(event));
      if (!email || email.sentAt) return;
      await mailer.send(outgoing(email));
      await emails.markSent(email.id, now(), keepBodies);
    },

    close: () => mailer.close(),
  };
}
