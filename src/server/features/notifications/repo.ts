import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Locale, spokenLocale } from '../../../shared/i18n/locales';
import type { NotificationCategory, NotificationKind } from '../../../shared/notifications';
import type { NotificationContent, NotificationWords } from '../../../shared/notificationTexts';
import type { Db } from '../../db/client';
import {
  type NotificationRow,
  notificationPreferences,
  notifications,
  unsubscribeTokens,
  users,
} from '../../db/schema';

/**
 * A notification about to be written; the dedupe key names the event it comes from. Its words
 * are chosen when it is written, in the language its recipient reads.
 */
export interface NotificationDraft extends NotificationContent {
  userId: string;
  kind: NotificationKind;
  category: NotificationCategory;
  bookingId: string | null;
  dedupeKey: string;
}

/** A draft with its words in its recipient's language. */
export type WrittenDraft = Omit<NotificationDraft, 'words'> & NotificationWords;

export interface EmailRecipient {
  userId: string;
  email: string;
  unsubscribeToken: string;
}

/** 32 random bytes: the token alone proves the right to switch a person's emails off. */
const newToken = () => randomBytes(32).toString('base64url');

export function createNotificationsRepo(db: Db) {
  /** Those of these accounts not deleted, locked against a deletion until the caller commits. */
  async function activeAccounts(userIds: string[]): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...new Set(userIds)]), isNull(users.deletedAt)))
      .orderBy(users.id)
      .for('key share');
    return rows.map((row) => row.id);
  }

  return {
    /**
     * Writes the drafts not written before; returns only the new rows. A deleted account gets
     * nothing: its row is locked against a deletion, so a deletion either committed before (and
     * the draft is dropped) or waits until this transaction has committed (and removes what it
     * wrote).
     */
    async insertNew(drafts: WrittenDraft[]): Promise<NotificationRow[]> {
      if (drafts.length === 0) return [];
      const reachable = new Set(await activeAccounts(drafts.map((draft) => draft.userId)));
      const kept = drafts.filter((draft) => reachable.has(draft.userId));
      if (kept.length === 0) return [];
      return db
        .insert(notifications)
        .values(
          kept.map((draft) => ({
            userId: draft.userId,
            kind: draft.kind,
            category: draft.category,
            title: draft.title,
            body: draft.body,
            linkPath: draft.linkPath,
            bookingId: draft.bookingId,
            dedupeKey: draft.dedupeKey,
          })),
        )
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning();
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** The language each of these accounts reads. */
    async localesOf(userIds: string[]): Promise<Map<string, Locale>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, locale: users.locale })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, spokenLocale(row.locale)]));
    },

    /** Newest first; one row more than asked tells whether another page follows. */
    page(userId: string, offset: number, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** Whether the notification is the user's; marks it read when it was unread. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const [owned] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!owned) return false;
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
      return true;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** The categories the user switched email off or on for; the rest keep the default. */
    preferences(userId: string) {
      return db
        .select({
          category: notificationPreferences.category,
          email: notificationPreferences.email,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
    },

    async setPreference(userId: string, category: NotificationCategory, email: boolean) {
      await db
        .insert(notificationPreferences)
        .values({ userId, category, email })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { email, updatedAt: sql`now()` },
        });
    },

    /**
     * Who of these wants this category by email (the default is yes), each with their
     * unsubscribe token, created on their first email. A deleted account wants nothing.
     */
    async emailRecipients(
      userIds: string[],
      category: NotificationCategory,
    ): Promise<EmailRecipient[]> {
      const reachable = await activeAccounts(userIds);
      if (reachable.length === 0) return [];
      await db
        .insert(unsubscribeTokens)
        .values(reachable.map((userId) => ({ userId, token: newToken() })))
        .onConflictDoNothing({ target: unsubscribeTokens.userId });
      return db
        .select({
          userId: users.id,
          email: users.email,
          unsubscribeToken: unsubscribeTokens.token,
        })
        .from(users)
        .innerJoin(unsubscribeTokens, eq(unsubscribeTokens.userId, users.id))
        .where(
          and(
            inArray(users.id, reachable),
            sql`not exists (select 1 from ${notificationPreferences}
              where ${notificationPreferences.userId} = ${users.id}
                and ${notificationPreferences.category} = ${category}
                and not ${notificationPreferences.email})`,
          ),
        );
    },

    async userOfToken(token: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: unsubscribeTokens.userId })
        .from(unsubscribeTokens)
        .where(eq(unsubscribeTokens.token, token));
      return row?.userId;
    },
  };
}

export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
