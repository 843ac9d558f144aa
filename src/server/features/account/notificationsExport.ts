import { eq } from 'drizzle-orm';
import type { AccountExport } from '../../../shared/schemas/accountData';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/** The account's in-app notifications, oldest first, for the archive. */
export async function exportedNotifications(
  db: Db,
  userId: string,
): Promise<AccountExport['notifications']> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.map((notification) => ({
    id: notification.id,
    category: notification.category,
    kind: notification.kind,
    title: notification.title,
    body: notification.body,
    linkPath: notification.linkPath,
    bookingId: notification.bookingId,
    readAt: notification.readAt?.toISOString() ?? null,
    createdAt: notification.createdAt.toISOString(),
  }));
}
