import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { BlockPair } from '../../../shared/blocks';
import type { Db } from '../../db/client';
import { bookings, userBlocks, users } from '../../db/schema';

/** Someone a person blocked, as the settings list shows them. */
export interface BlockedPersonRecord {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  blockedAt: Date;
}

const involving = (a: string, b: string) =>
  or(
    and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
    and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
  );

/**
 * Whether either of the two blocked the other: the one check behind every refusal (messages,
 * booking requests, accepting a request). `db` may be a transaction.
 */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(involving(a, b))
    .limit(1);
  return row !== undefined;
}

/** The blocks between the two, in either direction. */
export function blocksBetween(db: Db, a: string, b: string): Promise<BlockPair[]> {
  return db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(involving(a, b));
}

/** Every block the person made or is subject to: a conversation list marks each partner. */
export function blocksInvolving(db: Db, userId: string): Promise<BlockPair[]> {
  return db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
}

/** A request still waiting between two people, and which side of it `personId` is on. */
export interface PendingBetween {
  id: string;
  side: 'owner' | 'renter';
}

/** The requests still pending between the two, in either direction, seen from `personId`. */
export async function pendingBetween(
  db: Db,
  personId: string,
  otherId: string,
): Promise<PendingBetween[]> {
  const rows = await db
    .select({ id: bookings.id, ownerId: bookings.ownerId })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending'),
        or(
          and(eq(bookings.ownerId, personId), eq(bookings.renterId, otherId)),
          and(eq(bookings.ownerId, otherId), eq(bookings.renterId, personId)),
        ),
      ),
    );
  return rows.map((row) => ({ id: row.id, side: row.ownerId === personId ? 'owner' : 'renter' }));
}

export function createBlocksRepo(db: Db) {
  const blockedPeople = () =>
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImageUrl: users.profileImageUrl,
        blockedAt: userBlocks.createdAt,
      })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId));

  return {
    /** A person who can be blocked: one whose account exists and is not deleted. */
    async personExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)));
      return row !== undefined;
    },

    /** Adds the block; false when it was there already. */
    async insert(blockerId: string, blockedId: string, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(userBlocks)
        .values({ blockerId, blockedId, createdAt: at })
        .onConflictDoNothing()
        .returning({ blockerId: userBlocks.blockerId });
      return inserted.length > 0;
    },

    async remove(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    },

    async findBlocked(
      blockerId: string,
      blockedId: string,
    ): Promise<BlockedPersonRecord | undefined> {
      const [row] = await blockedPeople().where(
        and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)),
      );
      return row;
    },

    /** Newest first. */
    listBlockedBy(blockerId: string): Promise<BlockedPersonRecord[]> {
      return blockedPeople()
        .where(eq(userBlocks.blockerId, blockerId))
        .orderBy(desc(userBlocks.createdAt), desc(users.id));
    },
  };
}

export type BlocksRepo = ReturnType<typeof createBlocksRepo>;
