import { createTransport } from 'nodemailer';
import { markPermanent } from '../outbox/permanentFailure';
import type { MailLog } from './settings';

/** One email ready to leave: rendered, addressed and with its stable Message-ID. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Where emails go: an SMTP server, or nowhere beyond the database (the local mailbox). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Short timeouts: the outbox lends an event to one dispatcher for minutes, and a send still
 * hanging when that lease ends could be repeated by another.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A 5xx reply refuses this email for good (an unknown recipient, a message refused as it is);
 * a 4xx, a timeout or a lost connection may pass later. A refused sign-in (535) is the server's
 * settings, not the email's: those are fixed and then tried again.
 */
function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { responseCode, code } = error as Error & { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw isPermanentRefusal(error) ? markPermanent(error) : error;
      }
    },
    close: () => transport.close(),
  };
}

/** Without an SMTP server the emails table is the mailbox; each email is logged instead. */
export function createMailboxMailer(log: MailLog): Mailer {
  return {
    async send(mail) {
      log.info?.(
        { messageId: mail.messageId, subject: mail.subject },
        'SMTP_URL is not set: the email is kept in the local mailbox (/dev/mailbox)',
      );
    },
    close() {},
  };
}
