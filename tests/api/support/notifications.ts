import { desc, eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { notifications, unsubscribeTokens, users } from '../../../src/server/db/schema';
import type { NotificationKind } from '../../../src/shared/notifications';
import type {
  NotificationPage,
  NotificationPreference,
} from '../../../src/shared/schemas/notifications';
import type { ReceivedMail, TestSmtpServer } from './smtp';
import { bearer } from './users';

/** One page of the token owner's notifications; fails the test unless it is answered 200. */
export async function notificationsOf(
  app: App,
  token: string,
  page = 1,
): Promise<NotificationPage> {
  const response = await app.inject({
    url: '/api/notifications',
    query: { page: String(page) },
    headers: bearer(token),
  });
  if (response.statusCode !== 200) {
    throw new Error(`listing notifications failed with ${response.statusCode}: ${response.body}`);
  }
  return response.json<NotificationPage>();
}

/** The kinds of the token owner's notifications, newest first. */
export async function kindsOf(app: App, token: string): Promise<NotificationKind[]> {
  return (await notificationsOf(app, token)).notifications.map((notification) => notification.kind);
}

export function setPreferences(app: App, token: string, preferences: NotificationPreference[]) {
  return app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: bearer(token),
    payload: { preferences },
  });
}

export async function emailOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

/**
 * A notification email to this address: notifications carry List-Unsubscribe, the account's own
 * emails (the verification link every sign-up is sent) do not.
 */
export const isNotificationTo =
  (address: string) =>
  (mail: ReceivedMail): boolean =>
    mail.envelopeTo.includes(address) &&
    mail.parsed.headerLines.some((header) => header.key === 'list-unsubscribe');

/** The notification emails received so far by this address. */
export const mailsTo = (smtp: TestSmtpServer, address: string): ReceivedMail[] =>
  smtp.received.filter(isNotificationTo(address));

/** The List-Unsubscribe address of a received mail. */
export function unsubscribeUrlOf(mail: ReceivedMail): string {
  const list = mail.parsed.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
  const url = list?.unsubscribe?.url;
  if (!url) throw new Error('the mail has no List-Unsubscribe address');
  return url;
}

/** The newest notification of a person and their unsubscribe token, for the route tables. */
export async function noticeOf(
  db: Db,
  userId: string,
): Promise<{ notificationId: string; unsubscribeToken: string }> {
  const [notification] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  const [token] = await db
    .select({ token: unsubscribeTokens.token })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.userId, userId));
  if (!notification || !token) throw new Error(`user ${userId} has not been notified yet`);
  return { notificationId: notification.id, unsubscribeToken: token.token };
}
