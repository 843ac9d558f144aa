import type { MailTemplateName, MailTemplates } from '../queue';
import { mailboxTestMail } from './mailboxTest';
import { notificationMail } from './notification';
import type { MailTemplate } from './template';

/** Every email Lendwell sends, by the name a MailRequest gives. */
export const mailTemplates: { [Name in MailTemplateName]: MailTemplate<MailTemplates[Name]> } = {
  notification: notificationMail,
  mailboxTest: mailboxTestMail,
};
