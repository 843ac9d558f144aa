import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { BlockPair } from '../../../shared/blocks';
import type { LiveEventType, LivePayload } from '../../../shared/live';
import type { ConversationCursor } from '../../../shared/schemas/messages';
import type { Db } from '../../db/client';
import { items, type MessageRow, messages, users } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { blocksBetween, blocksInvolving, isBlockedEitherWay } from '../blocks';

export type NewMessage = Pick<
  typeof messages.$inferInsert,
  'senderId' | 'receiverId' | 'itemId' | 'messageText'
>;

/** Which messages between two people: all of them, those about no item, or about one item. */
export type ConversationTopic =
  | { kind: 'any' }
  | { kind: 'general' }
  | { kind: 'item'; itemId: string };

export interface ConversationRecord {
  partnerId: string;
  partnerFirstName: string;
  partnerLastName: string;
  itemId: string | null;
  itemTitle: string | null;
  itemImageUrls: string[] | null;
  lastMessageId: string;
  lastMessageText: string;
  lastMessageSenderId: string;
  lastMessageAt: Date;
  unreadCount: number;
}

function topicCondition(topic: ConversationTopic): SQL | undefined {
  if (topic.kind === 'general') return isNull(messages.itemId);
  if (topic.kind === 'item') return eq(messages.itemId, topic.itemId);
  return undefined;
}

/** Messages between the two, in either direction: every read is scoped to its caller. */
function between(userId: string, partnerId: string): SQL | undefined {
  return or(
    and(eq(messages.senderId, userId), eq(messages.receiverId, partnerId)),
    and(eq(messages.senderId, partnerId), eq(messages.receiverId, userId)),
  );
}

/**
 * After (or before) the cursor message in (created_at, id) order. The cursor's time is compared
 * inside the database: a JavaScript Date would drop its microseconds and return the cursor again.
 */
function beyondMessage(direction: 'after' | 'before', messageId: string): SQL {
  const cursor = sql`(select cursor.created_at, cursor.id from ${messages} as cursor
    where cursor.id = ${messageId})`;
  return direction === 'after'
    ? sql`(${messages.createdAt}, ${messages.id}) > ${cursor}`
    : sql`(${messages.createdAt}, ${messages.id}) < ${cursor}`;
}

export function createMessagesRepo(db: Db): MessagesRepo {
  return {
    /** Runs `work` in one transaction, with this repository bound to it. */
    inTransaction<T>(work: (repo: MessagesRepo) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createMessagesRepo(tx)));
    },

    /** Tells these people's open tabs, once the surrounding transaction commits. */
    publish(userIds: string[], type: LiveEventType, payload: LivePayload): Promise<void> {
      return publishLive(db, userIds, type, payload);
    },

    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    /**
     * A deleted account keeps its conversations for the other party but receives nothing new.
     * The row stays locked against a deletion until the caller's transaction ends, so a deletion
     * cannot commit between this answer and the message's insert.
     */
    async acceptsMessages(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .for('key share');
      return row !== undefined;
    },

    blockedEitherWay(a: string, b: string): Promise<boolean> {
      return isBlockedEitherWay(db, a, b);
    },

    blocksBetween(a: string, b: string): Promise<BlockPair[]> {
      return blocksBetween(db, a, b);
    },

    blocksInvolving(userId: string): Promise<BlockPair[]> {
      return blocksInvolving(db, userId);
    },

    /** Active or inactive: a conversation may go on about an item taken off the listings. */
    async itemExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, id));
      return row !== undefined;
    },

    async insert(message: NewMessage, createdAt: Date): Promise<MessageRow> {
      const [row] = await db
        .insert(messages)
        .values({ ...message, createdAt })
        .returning();
      if (!row) throw new Error('inserting a message returned no row');
      return row;
    },

    /** Whether the message exists and the user sent or received it. */
    async isParticipant(userId: string, messageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            or(eq(messages.senderId, userId), eq(messages.receiverId, userId)),
          ),
        );
      return row !== undefined;
    },

    /**
     * Oldest first: the first `limit` messages after an `after` cursor, so that a client polling
     * with its newest id walks forward through a long backlog; otherwise the newest `limit`
     * (before a `before` cursor, when given). `hasOlder` says whether older ones remain.
     */
    async listBetween(
      userId: string,
      partnerId: string,
      topic: ConversationTopic,
      cursor: ConversationCursor,
      limit: number,
    ): Promise<{ rows: MessageRow[]; hasOlder: boolean }> {
      const conversation = and(between(userId, partnerId), topicCondition(topic));
      if (cursor && 'after' in cursor) {
        const rows = await db
          .select()
          .from(messages)
          .where(and(conversation, beyondMessage('after', cursor.after)))
          .orderBy(messages.createdAt, messages.id)
          .limit(limit);
        // The cursor message itself is older than anything returned.
        return { rows, hasOlder: true };
      }
      // One more than a page tells whether older messages remain, without counting them.
      const newestFirst = await db
        .select()
        .from(messages)
        .where(and(conversation, cursor && beyondMessage('before', cursor.before)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      return { rows: newestFirst.slice(0, limit).reverse(), hasOlder: newestFirst.length > limit };
    },

    /** Marks what the partner sent the user in this conversation as read; returns how many. */
    async markRead(userId: string, partnerId: string, topic: ConversationTopic): Promise<number> {
      const marked = await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(messages.receiverId, userId),
            eq(messages.senderId, partnerId),
            isNull(messages.readAt),
            topicCondition(topic),
          ),
        )
        .returning({ id: messages.id });
      return marked.length;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(messages)
        .where(and(eq(messages.receiverId, userId), isNull(messages.readAt)));
      return row?.total ?? 0;
    },

    /**
     * One row per conversation (partner and item) of the user, newest first: its last message
     * and how many of its messages to the user are unread. A conversation's messages are
     * found through the sender and receiver indexes; partners and items are joined per row.
     */
    async listConversations(userId: string): Promise<ConversationRecord[]> {
      const partnerId = sql<string>`case when ${messages.senderId} = ${userId}
        then ${messages.receiverId} else ${messages.senderId} end`;
      const mine = db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          itemId: messages.itemId,
          messageText: messages.messageText,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
          partnerId: partnerId.as('partner_id'),
        })
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .as('mine');
      const unread = sql<number>`count(*) filter (
        where ${mine.receiverId} = ${userId} and ${mine.readAt} is null
      ) over (partition by ${mine.partnerId}, ${mine.itemId})`;
      const latest = db
        .selectDistinctOn([mine.partnerId, mine.itemId], {
          id: mine.id,
          senderId: mine.senderId,
          itemId: mine.itemId,
          messageText: mine.messageText,
          createdAt: mine.createdAt,
          partnerId: mine.partnerId,
          unreadCount: sql<number>`${unread}::int`.as('unread_count'),
        })
        .from(mine)
        .orderBy(mine.partnerId, mine.itemId, desc(mine.createdAt), desc(mine.id))
        .as('latest');
      return db
        .select({
          partnerId: users.id,
          partnerFirstName: users.firstName,
          partnerLastName: users.lastName,
          itemId: items.id,
          itemTitle: items.title,
          itemImageUrls: items.imageUrls,
          lastMessageId: latest.id,
          lastMessageText: latest.messageText,
          lastMessageSenderId: latest.senderId,
          lastMessageAt: latest.createdAt,
          unreadCount: latest.unreadCount,
        })
        .from(latest)
        .innerJoin(users, eq(users.id, latest.partnerId))
        .leftJoin(items, eq(items.id, latest.itemId))
        .orderBy(desc(latest.createdAt), desc(latest.id));
    },
  };
}

export interface MessagesRepo {
  inTransaction<T>(work: (repo: MessagesRepo) => Promise<T>): Promise<T>;
  publish(userIds: string[], type: LiveEventType, payload: LivePayload): Promise<void>;
  userExists(id: string): Promise<boolean>;
  acceptsMessages(id: string): Promise<boolean>;
  /** Whether either blocked the other: no message goes between them then. */
  blockedEitherWay(a: string, b: string): Promise<boolean>;
  blocksBetween(a: string, b: string): Promise<BlockPair[]>;
  /** The blocks the person made or is subject to. */
  blocksInvolving(userId: string): Promise<BlockPair[]>;
  itemExists(id: string): Promise<boolean>;
  insert(message: NewMessage, createdAt: Date): Promise<MessageRow>;
  isParticipant(userId: string, messageId: string): Promise<boolean>;
  listBetween(
    userId: string,
    partnerId: string,
    topic: ConversationTopic,
    cursor: ConversationCursor,
    limit: number,
  ): Promise<{ rows: MessageRow[]; hasOlder: boolean }>;
  markRead(userId: string, partnerId: string, topic: ConversationTopic): Promise<number>;
  unreadCount(userId: string): Promise<number>;
  listConversations(userId: string): Promise<ConversationRecord[]>;
}
