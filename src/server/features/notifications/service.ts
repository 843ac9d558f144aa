import { isUuid } from '../../../shared/ids';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationCategory,
} from '../../../shared/notifications';
import type {
  Notification,
  NotificationPage,
  NotificationPreference,
  NotificationPreferences,
} from '../../../shared/schemas/notifications';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../errors';
import { publishLive } from '../../live/publish';
import { createNotificationsRepo } from './repo';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    category: row.category,
    kind: row.kind,
    title: row.title,
    body: row.body,
    linkPath: row.linkPath,
    bookingId: row.bookingId,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Reading notifications, marking them read, and the email settings behind them. */
export function createNotificationsService(db: Db, now: () => Date) {
  const repo = createNotificationsRepo(db);

  /** Every open tab of the person updates its bell at once. */
  async function markedRead(change: (tx: Db) => Promise<boolean>, userId: string) {
    return db.transaction(async (tx) => {
      if (!(await change(tx))) return false;
      await publishLive(tx, [userId], 'notifications.read', {
        unreadCount: await createNotificationsRepo(tx).unreadCount(userId),
      });
      return true;
    });
  }

  async function preferencesOf(userId: string): Promise<NotificationPreferences> {
    const chosen = new Map(
      (await repo.preferences(userId)).map((row) => [row.category, row.email]),
    );
    return {
      preferences: NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        email: chosen.get(category) ?? true,
      })),
    };
  }

  return {
    async list(userId: string, page: number): Promise<NotificationPage> {
      const rows = await repo.page(
        userId,
        (page - 1) * NOTIFICATIONS_PAGE_SIZE,
        NOTIFICATIONS_PAGE_SIZE,
      );
      return {
        notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toNotification),
        page,
        hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
        unreadCount: await repo.unreadCount(userId),
      };
    },

    async unreadCount(userId: string): Promise<{ count: number }> {
      return { count: await repo.unreadCount(userId) };
    },

    /** Someone else's notification is answered as a missing one. */
    async markRead(userId: string, id: string): Promise<void> {
      const found =
        isUuid(id) &&
        (await markedRead((tx) => createNotificationsRepo(tx).markRead(userId, id, now()), userId));
      if (!found) throw notFound('notifications.notFound');
    },

    async markAllRead(userId: string): Promise<void> {
      await markedRead(async (tx) => {
        await createNotificationsRepo(tx).markAllRead(userId, now());
        return true;
      }, userId);
    },

    preferences: preferencesOf,

    async updatePreferences(
      userId: string,
      changes: NotificationPreference[],
    ): Promise<NotificationPreferences> {
      for (const { category, email } of changes) await repo.setPreference(userId, category, email);
      return preferencesOf(userId);
    },

    /** The link in an email switches its category's emails off; an unknown token changes nothing. */
    async unsubscribe(
      token: string,
      category: NotificationCategory,
    ): Promise<{ category: NotificationCategory; email: false }> {
      const userId = await repo.userOfToken(token);
      if (!userId) throw notFound('notificationSettings.invalidToken');
      await repo.setPreference(userId, category, false);
      return { category, email: false };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
