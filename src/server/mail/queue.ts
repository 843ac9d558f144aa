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

/** The test email a development server's mailbox page sends to the signed-in person. */
export interface MailboxTestMailData {
  firstName: string;
}

/** Each template's name and the data it is rendered from. */
export interface MailTemplates {
  notification: NotificationMailData;
  mailboxTest: MailboxTestMailData;
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
