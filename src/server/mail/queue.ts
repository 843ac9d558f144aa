import type { NotificationCategory } from '../../shared/notifications';
import type { Db } from '../db/client';
import { writeOutboxEvents } from '../outbox/repo';

/** The outbox event that sends one email; its handler renders the template and sends it. */
export const MAIL_EVENT = 'mail.send';

/**
 * A notification's email: a heading, a few plain lines and one button back to the site. Links
 * are paths; the mailer makes them absolute with the site's address.
 */
export interface NotificationMailData {
  subject: string;
  heading: string;
  lines: string[];
  action: { label: string; path: string };
  category: NotificationCategory;
  /** The one-click unsubscribe link of this category (the `List-Unsubscribe` header). */
  unsubscribePath: string;
}

/** An account email with one single-use link (its path carries the token). */
export interface AccountLinkMailData {
  firstName: string;
  linkPath: string;
}

export interface EmailChangeMailData extends AccountLinkMailData {
  newEmail: string;
}

export interface EmailChangedMailData {
  firstName: string;
  newEmail: string;
}

export interface PasswordChangedMailData {
  firstName: string;
}

/** The test email a development server's mailbox page sends to the signed-in person. */
export interface MailboxTestMailData {
  firstName: string;
}

/** The renter's copy of a receipt, its amounts already written out. */
export interface ReceiptMailData {
  firstName: string;
  number: string;
  itemTitle: string;
  dates: string;
  lines: { label: string; amount: string }[];
  method: string;
  receiptPath: string;
}

/** Each template's name and the data it is rendered from. */
export interface MailTemplates {
  notification: NotificationMailData;
  passwordReset: AccountLinkMailData;
  verifyEmail: AccountLinkMailData;
  confirmEmailChange: EmailChangeMailData;
  emailChanged: EmailChangedMailData;
  passwordChanged: PasswordChangedMailData;
  mailboxTest: MailboxTestMailData;
  receipt: ReceiptMailData;
}
export type MailTemplateName = keyof MailTemplates;

export type MailRequest = {
  [Name in MailTemplateName]: {
    template: Name;
    to: string;
    /** The account it is about, when there is one (the mailbox and the export list by it). */
    userId: string | null;
    data: MailTemplates[Name];
  };
}[MailTemplateName];

/**
 * Queues emails in the caller's transaction, so they are sent if and only if the change that
 * caused them commits. Returns the outbox event ids, for prompt delivery after the commit.
 */
export function queueMail(tx: Db, mails: MailRequest[]): Promise<string[]> {
  return writeOutboxEvents(
    tx,
    mails.map((mail) => ({
      type: MAIL_EVENT,
      actorRole: 'system',
      payload: { ...mail },
    })),
  );
}
