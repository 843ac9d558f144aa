import type { MailTemplateName, MailTemplates } from '../queue';
import { confirmEmailChangeMail } from './confirmEmailChange';
import { emailChangedMail } from './emailChanged';
import { mailboxTestMail } from './mailboxTest';
import { notificationMail } from './notification';
import { passwordChangedMail } from './passwordChanged';
import { passwordResetMail } from './passwordReset';
import { receiptMail } from './receipt';
import type { MailTemplate } from './template';
import { verifyEmailMail } from './verifyEmail';

/** Every email Lendwell sends, by the name a MailRequest gives. */
export const mailTemplates: { [Name in MailTemplateName]: MailTemplate<MailTemplates[Name]> } = {
  notification: notificationMail,
  passwordReset: passwordResetMail,
  verifyEmail: verifyEmailMail,
  confirmEmailChange: confirmEmailChangeMail,
  emailChanged: emailChangedMail,
  passwordChanged: passwordChangedMail,
  mailboxTest: mailboxTestMail,
  receipt: receiptMail,
};
