import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { categories, items, users } from '../../../src/server/db/schema';
import { itemRating, recordColumns } from '../../../src/server/features/items/repo';
import { type ItemsSearchPlan, ordering } from '../../../src/server/features/items/search';
import type { TextPage } from '../../../src/server/features/items/wordSearch';

/**
 * The plainest answer to a search plan, for comparing the prepared searches with: every match
 * read from the items, ranked, sorted, counted by a window and cut to the page in one query.
 */
export async function searchByItems(db: Db, plan: ItemsSearchPlan): Promise<TextPage> {
  const order = ordering(plan.sort, {
    createdAt: items.createdAt,
    priceCents: items.priceCents,
    id: items.id,
    ...(plan.rank && { rank: plan.rank }),
  });
  const rows = await db
    .select({ ...recordColumns, total: sql<number>`count(*) over ()` })
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .crossJoinLateral(itemRating)
    .where(plan.where)
    .orderBy(...order)
    .limit(plan.limit)
    .offset(plan.offset);
  const records = rows.map(({ total: _total, ...record }) => record);
  return { records, total: rows[0] ? Number(rows[0].total) : undefined };
}
