import { APP_NAME } from '../../shared/constants';
import type { ErrorLog } from '../errorLog';
import type { MailSite } from './templates/EmailLayout';

/** The sender of every email unless MAIL_FROM names another. */
export const DEFAULT_MAIL_FROM = `${APP_NAME} <no-reply@lendwell.app>`;
/** Where emails link to when no address is given: the server's default port on this machine. */
export const DEFAULT_SITE_URL = 'http://localhost:5000';

/** How the app sends mail (AppDeps.mail). */
export interface MailSettings {
  /** SMTP_URL: mail goes out through this server; without it, it stays in the local mailbox. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender, e.g. `Lendwell <no-reply@lendwell.app>`. */
  from?: string;
  /** The site's address that links in emails start with (PUBLIC_URL or http://localhost:PORT). */
  siteUrl?: string;
  /**
   * Serve recorded emails at /dev/mailbox and /api/dev/mailbox, to administrators (and see
   * `ownMailForEveryone`), never signed out; the server turns it on only without SMTP_URL and
   * outside production (mailSettingsOf). Off, these routes do not exist and an email sent
   * through SMTP keeps only its address, subject and times.
   */
  devMailbox?: boolean;
  /**
   * On the demo (demo data on, no SMTP_URL), anyone signed in also reads the mail addressed to
   * their own account's address, and only that: no one reads another person's mail.
   */
  ownMailForEveryone?: boolean;
}

/** Errors of failed sends, and a line for each email kept in the mailbox instead of sent. */
export type MailLog = ErrorLog & { info?(details: object, message: string): void };

export function mailSiteOf(settings: MailSettings): MailSite {
  return { name: APP_NAME, url: (settings.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '') };
}
