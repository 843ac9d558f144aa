import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Cents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { categories, items, savedSearches, savedSearchHits, users } from '../../db/schema';

/** A saved search as the feature reads it: its row and the name of its category. */
export type SavedSearchRecord = typeof savedSearches.$inferSelect & { categoryName: string | null };

export interface NewSavedSearch {
  userId: string;
  search: string | null;
  categoryId: number | null;
  location: string | null;
  nearZip: string | null;
  radius: number | null;
  minPriceCents: Cents | null;
  maxPriceCents: Cents | null;
  queryKey: string;
}

/** A listing a digest tells of. */
export interface MatchedItem {
  id: string;
  title: string;
  createdAt: Date;
}

const withCategory = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  search: savedSearches.search,
  categoryId: savedSearches.categoryId,
  location: savedSearches.location,
  nearZip: savedSearches.nearZip,
  radius: savedSearches.radius,
  minPriceCents: savedSearches.minPriceCents,
  maxPriceCents: savedSearches.maxPriceCents,
  queryKey: savedSearches.queryKey,
  createdAt: savedSearches.createdAt,
  matchedUntil: savedSearches.matchedUntil,
  lastDigestAt: savedSearches.lastDigestAt,
  categoryName: categories.name,
};

export function createSavedSearchesRepo(db: Db) {
  const selectWithCategory = (tx: Db) =>
    tx
      .select(withCategory)
      .from(savedSearches)
      .leftJoin(categories, eq(categories.id, savedSearches.categoryId));

  return {
    /** Newest first. */
    listOwn(userId: string): Promise<SavedSearchRecord[]> {
      return selectWithCategory(db)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async findOwn(userId: string, id: string): Promise<SavedSearchRecord | undefined> {
      const [row] = await selectWithCategory(db).where(
        and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)),
      );
      return row;
    },

    /**
     * Saves the search unless the person keeps `max` already or this very query; the account row
     * is locked first, so two saves at once cannot both pass the cap.
     */
    insertWithinCap(
      search: NewSavedSearch,
      max: number,
      at: Date,
    ): Promise<{ id: string } | 'duplicate' | 'full'> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, search.userId))
          .for('no key update');
        const [existing] = await tx
          .select({ id: savedSearches.id })
          .from(savedSearches)
          .where(
            and(
              eq(savedSearches.userId, search.userId),
              eq(savedSearches.queryKey, search.queryKey),
            ),
          );
        if (existing) return 'duplicate';
        const [kept] = await tx
          .select({ count: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, search.userId));
        if ((kept?.count ?? 0) >= max) return 'full';
        const [row] = await tx
          .insert(savedSearches)
          .values({ ...search, createdAt: at, matchedUntil: at })
          .returning({ id: savedSearches.id });
        if (!row) throw new Error('inserting a saved search returned no row');
        return row;
      });
    },

    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return deleted.length > 0;
    },

    /** The searches whose last digest is at least a day old, or that never had one. */
    due(digestBefore: Date): Promise<SavedSearchRecord[]> {
      return selectWithCategory(db)
        .where(
          or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, digestBefore)),
        )
        .orderBy(asc(savedSearches.lastDigestAt), asc(savedSearches.id));
    },

    /**
     * The saved search, locked for this transaction if it is still due; undefined when another
     * process holds it or wrote its digest since it was found due.
     */
    async claimDue(tx: Db, id: string, digestBefore: Date): Promise<SavedSearchRecord | undefined> {
      const [claimed] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.id, id),
            or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, digestBefore)),
          ),
        )
        .for('update', { skipLocked: true });
      if (!claimed) return undefined;
      const [row] = await selectWithCategory(tx).where(eq(savedSearches.id, id));
      return row;
    },

    /**
     * The active listings that match (`where`, the listings' own filters), listed after the
     * search was saved and after `since`, not the person's own, and not told of before; oldest
     * first.
     */
    matches(
      tx: Db,
      search: SavedSearchRecord,
      where: SQL,
      since: Date,
      limit: number,
    ): Promise<MatchedItem[]> {
      return tx
        .select({ id: items.id, title: items.title, createdAt: items.createdAt })
        .from(items)
        .where(
          and(
            where,
            gt(items.createdAt, since),
            gt(items.createdAt, search.createdAt),
            ne(items.ownerId, search.userId),
            sql`not exists (select 1 from ${savedSearchHits}
              where ${savedSearchHits.savedSearchId} = ${search.id}
                and ${savedSearchHits.itemId} = ${items.id})`,
          ),
        )
        .orderBy(asc(items.createdAt), asc(items.id))
        .limit(limit);
    },

    /** Records the listings a digest told of, and when, in the digest's transaction. */
    async recordDigest(
      tx: Db,
      id: string,
      itemIds: string[],
      matchedUntil: Date,
      at: Date,
    ): Promise<void> {
      if (itemIds.length > 0) {
        await tx
          .insert(savedSearchHits)
          .values(itemIds.map((itemId) => ({ savedSearchId: id, itemId, createdAt: at })))
          .onConflictDoNothing();
      }
      await tx
        .update(savedSearches)
        .set({ matchedUntil, lastDigestAt: at })
        .where(eq(savedSearches.id, id));
    },

    /** Nothing new: the lower bound of the next look moves up, without a digest. */
    async moveMatchedUntil(id: string, matchedUntil: Date): Promise<void> {
      await db
        .update(savedSearches)
        .set({ matchedUntil })
        .where(and(eq(savedSearches.id, id), lte(savedSearches.matchedUntil, matchedUntil)));
    },
  };
}

export type SavedSearchesRepo = ReturnType<typeof createSavedSearchesRepo>;
