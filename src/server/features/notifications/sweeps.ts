import { and, eq, sql } from 'drizzle-orm';
import { MESSAGE_DIGEST_DELAY_MS, MESSAGE_DIGEST_LOOKBACK_MS } from '../../../shared/notifications';
import { unreadMessagesText } from '../../../shared/notificationTexts';
import { displayName } from '../../../shared/people';
import type { Db } from '../../db/client';
import { bookings, items, messages, notifications, users } from '../../db/schema';
import { itemTodaySql } from '../places';
import { rentalDrafts } from './lifecycleNotifications';
import type { Notify } from './notifier';
import { rentalSubject } from './rentalFacts';

const startsTomorrowKey = (bookingId: string) => `starts-tomorrow:${bookingId}`;
/** An unread run is named by its oldest message: reading ends it, the next message starts one. */
const unreadRunKey = (oldestMessageId: string) => `unread-messages:${oldestMessageId}`;

/**
 * The notifications no single request causes: the day-before reminder of each confirmed rental
 * and the email about messages left unread. Each is written once (its dedupe key), however
 * often and in however many processes the sweep runs.
 */
export function createNotificationSweeps(db: Db, notify: Notify, now: () => Date) {
  async function remindStartingTomorrow(signal?: AbortSignal): Promise<number> {
    const due = await db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(items, eq(items.id, bookings.itemId))
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          // Tomorrow where the item is.
          eq(bookings.fromDate, sql`${itemTodaySql(now())} + 1`),
          sql`not exists (select 1 from ${notifications}
            where ${notifications.userId} = ${bookings.renterId}
              and ${notifications.dedupeKey} = ${'starts-tomorrow:'} || ${bookings.id}::text)`,
        ),
      );
    let written = 0;
    for (const { id } of due) {
      if (signal?.aborted) break;
      written += await notify(async (tx) => {
        const subject = await rentalSubject(tx, id);
        if (!subject) return [];
        return rentalDrafts({
          kind: 'rental_starts_tomorrow',
          to: ['renter', 'owner'],
          facts: subject.facts,
          parties: { renter: subject.booking.renterId, owner: subject.booking.ownerId },
          bookingId: id,
          dedupeKey: startsTomorrowKey(id),
        });
      });
    }
    return written;
  }

  /**
   * Each conversation's oldest unread message, once it has waited long enough and unless it is
   * older than the look-back (a run that old was mailed already, or predates the digest) or its
   * receiver's account is deleted.
   */
  async function unreadRunsDue() {
    const before = new Date(now().getTime() - MESSAGE_DIGEST_DELAY_MS);
    const notBefore = new Date(now().getTime() - MESSAGE_DIGEST_LOOKBACK_MS);
    const oldest = db
      .selectDistinctOn([messages.receiverId, messages.senderId, messages.itemId], {
        id: messages.id,
        receiverId: messages.receiverId,
        senderId: messages.senderId,
        itemId: messages.itemId,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(sql`${messages.readAt} is null`)
      .orderBy(
        messages.receiverId,
        messages.senderId,
        messages.itemId,
        messages.createdAt,
        messages.id,
      )
      .as('oldest');
    return db
      .select({
        id: oldest.id,
        receiverId: oldest.receiverId,
        senderId: oldest.senderId,
        itemId: oldest.itemId,
      })
      .from(oldest)
      .where(
        and(
          sql`${oldest.createdAt} <= ${before}`,
          sql`${oldest.createdAt} > ${notBefore}`,
          sql`exists (select 1 from ${users}
            where ${users.id} = ${oldest.receiverId} and ${users.deletedAt} is null)`,
          sql`not exists (select 1 from ${notifications}
            where ${notifications.userId} = ${oldest.receiverId}
              and ${notifications.dedupeKey} = ${'unread-messages:'} || ${oldest.id}::text)`,
        ),
      );
  }

  async function mailUnreadMessages(signal?: AbortSignal): Promise<number> {
    let written = 0;
    for (const run of await unreadRunsDue()) {
      if (signal?.aborted) break;
      written += await notify(async (tx) => {
        const [facts] = await tx
          .select({
            senderFirstName: users.firstName,
            itemTitle: items.title,
            count: sql<number>`(select count(*) from ${messages} unread
              where unread.receiver_id = ${run.receiverId} and unread.sender_id = ${run.senderId}
                and unread.item_id is not distinct from ${run.itemId}
                and unread.read_at is null)`.mapWith(Number),
            stillUnread: sql<boolean>`exists (select 1 from ${messages} m
              where m.id = ${run.id} and m.read_at is null)`,
          })
          .from(users)
          .leftJoin(items, run.itemId ? eq(items.id, run.itemId) : sql`false`)
          .where(eq(users.id, run.senderId));
        // Read since it was found: nothing to tell.
        if (!facts?.stillUnread) return [];
        return [
          {
            userId: run.receiverId,
            kind: 'messages_unread' as const,
            category: 'messages' as const,
            bookingId: null,
            dedupeKey: unreadRunKey(run.id),
            ...unreadMessagesText({
              senderId: run.senderId,
              senderName: displayName({ firstName: facts.senderFirstName }),
              itemId: run.itemId,
              itemTitle: facts.itemTitle,
              count: facts.count,
            }),
          },
        ];
      });
    }
    return written;
  }

  return {
    /**
     * Writes what is due now; returns how many notifications were written. Once `signal` is
     * aborted it writes no further one: what is left is still due for the next run.
     */
    async sweep(signal?: AbortSignal): Promise<number> {
      return (await remindStartingTomorrow(signal)) + (await mailUnreadMessages(signal));
    },
  };
}
