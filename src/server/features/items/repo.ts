import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { isUuid } from '../../../shared/ids';
import { FALLBACK_CATEGORY_ID, type ItemSort } from '../../../shared/items';
import { batchByTurn } from '../../db/batchByTurn';
import type { Db } from '../../db/client';
import { prepareRead } from '../../db/preparedRead';
import { categories, items, reviews, users } from '../../db/schema';
import { type ItemsSearchPlan, ordering } from './search';
import { closestTitleWords } from './spelling';

export type NewItem = Omit<
  typeof items.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'searchVector'
>;
export type ItemChanges = Partial<Omit<NewItem, 'ownerId'>>;

/**
 * The rating of the item in the same row, joined LATERAL: an aggregate without GROUP BY gives
 * exactly one row per item (average null while there are no reviews). Queries join it only
 * to the rows they return, so its cost follows the page size, never the number of matches.
 */
export const itemRating = new QueryBuilder()
  .select({
    average: sql<number | null>`avg(${reviews.rating})::float8`.as('rating_average'),
    count: sql<number>`count(*)::int`.as('rating_count'),
  })
  .from(reviews)
  .where(
    and(
      eq(reviews.itemId, items.id),
      // Renters' reviews of the item, once shown to everyone (both sides wrote, or the window
      // closed): a hidden rating must not move the average either.
      eq(reviews.direction, 'renter_to_owner'),
      isNotNull(reviews.revealedAt),
    ),
  )
  .as('item_rating');

/** The columns every reader needs; the search vector stays in the database. */
const itemColumns = {
  id: items.id,
  ownerId: items.ownerId,
  title: items.title,
  description: items.description,
  priceCents: items.priceCents,
  duration: items.duration,
  condition: items.condition,
  availability: items.availability,
  location: items.location,
  city: items.city,
  zipCode: items.zipCode,
  categoryId: items.categoryId,
  categoryName: categories.name,
  imageUrls: items.imageUrls,
  status: items.status,
  createdAt: items.createdAt,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmailVerifiedAt: users.emailVerifiedAt,
  latitude: items.latitude,
  longitude: items.longitude,
  timeZone: items.timeZone,
  minRentalDays: items.minRentalDays,
  maxRentalDays: items.maxRentalDays,
  minNoticeDays: items.minNoticeDays,
  cancellationPolicy: items.cancellationPolicy,
  depositCents: items.depositCents,
  hiddenReason: items.hiddenReason,
};

export const recordColumns = {
  ...itemColumns,
  ratingAverage: itemRating.average,
  ratingCount: itemRating.count,
};

/** The names of `recordColumns` in select order: the row shape of a prepared read of records. */
export const recordKeys = Object.keys(recordColumns) as (keyof ItemRecord)[];

/** A page of records with the number of all matches beside each row. */
export const countedRecordKeys = [...recordKeys, 'total'] as const;

/** A record of a search near a place carries its distance from there; null in any other search. */
export type PlacedRecord = ItemRecord & { distance: number | null };

/** A page and the number of matches; a page past the end has no row to carry the number. */
export interface PlacedPage {
  records: PlacedRecord[];
  total: number | undefined;
}

function distanceOf(plan: ItemsSearchPlan): SQL<number | null> {
  return sql<number | null>`${plan.distance ?? sql`null::float8`}`;
}

const POSTGRES_MAX_INTEGER = 2_147_483_647;

/** The given category when it exists, else the fallback, decided in the same statement. */
function categoryOrFallback(categoryId: number): SQL<number> {
  const candidate =
    Number.isInteger(categoryId) && categoryId > 0 && categoryId <= POSTGRES_MAX_INTEGER
      ? categoryId
      : FALLBACK_CATEGORY_ID;
  return sql<number>`coalesce(
    (select ${categories.id} from ${categories} where ${categories.id} = ${candidate}),
    ${FALLBACK_CATEGORY_ID})`;
}

/** What a search knows of a match before any join: its id, its sort keys and its rank. */
export type MatchKeys = {
  id: SQL.Aliased<string>;
  createdAt: SQL.Aliased<Date>;
  priceCents: SQL.Aliased<number>;
  rank: SQL.Aliased<number>;
};

/** A page of matches cut before any join: ids, sort keys and the number of all matches. */
export type CountedPage = SubqueryWithSelection<MatchKeys & { total: SQL.Aliased<number> }, 'page'>;

/** The page's items with their owners, categories and ratings, read for its rows alone. */
export function countedRecordsOf(db: Db, sort: ItemSort, page: CountedPage) {
  return db
    .select({ ...recordColumns, total: page.total })
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(users, eq(users.id, items.ownerId))
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .crossJoinLateral(itemRating)
    .orderBy(...ordering(sort, page));
}

export function createItemsRepo(db: Db) {
  const selectRecords = () =>
    db
      .select(recordColumns)
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .crossJoinLateral(itemRating);

  async function countMatches(where: SQL): Promise<number> {
    const [row] = await db.select({ total: count() }).from(items).where(where);
    return row?.total ?? 0;
  }

  // Prepared: parsing and planning these three-table joins is most of the cost of showing one
  // item, on PostgreSQL and more so on PGlite.
  const activeByIds = prepareRead(
    db,
    'items_active_by_ids',
    selectRecords().where(
      and(sql`${items.id} = any(${sql.placeholder('ids')}::uuid[])`, eq(items.status, 'active')),
    ),
    recordKeys,
  );
  // Item pages asked for at the same moment share one statement: on a page not in memory the
  // round trip and the statement's fixed cost outweigh reading the row itself.
  const activeById = batchByTurn<string, ItemRecord>(
    async (ids) => new Map((await activeByIds({ ids })).map((row) => [row.id, row])),
  );
  const ownedByOwner = prepareRead(
    db,
    'items_owned_by_owner',
    selectRecords()
      // A listing an administrator hid stays on its owner's list, with the reason.
      .where(
        and(
          eq(items.ownerId, sql.placeholder('ownerId')),
          inArray(items.status, ['active', 'hidden']),
        ),
      )
      .orderBy(desc(items.createdAt), desc(items.id)),
    recordKeys,
  );

  const activeByOwner = prepareRead(
    db,
    'items_active_by_owner',
    selectRecords()
      .where(and(eq(items.ownerId, sql.placeholder('ownerId')), eq(items.status, 'active')))
      .orderBy(desc(items.createdAt), desc(items.id)),
    recordKeys,
  );

  return {
    /**
     * Read with the other pages asked for at the same moment, so an id that could not be cast
     * to a uuid would fail them all: it is answered here. The database writes ids in lower case.
     */
    async findActiveById(id: string): Promise<ItemRecord | undefined> {
      return isUuid(id) ? activeById(id.toLowerCase()) : undefined;
    },

    /** The owner's own list: live listings and those an administrator hid. */
    listOwnedByOwner(ownerId: string): Promise<ItemRecord[]> {
      return ownedByOwner({ ownerId });
    },

    /**
     * The place with the most live items, by its ZIP code or by its city as its items spell it
     * (the earliest in order among equals).
     */
    async busiestPlace(by: 'zipCode' | 'city'): Promise<string | null> {
      const place = items[by];
      const [row] = await db
        .select({ place })
        .from(items)
        .where(eq(items.status, 'active'))
        .groupBy(place)
        .orderBy(desc(count()), asc(place))
        .limit(1);
      return row?.place ?? null;
    },

    /** The owner's live listings, as anyone may see them. */
    listActiveByOwner(ownerId: string): Promise<ItemRecord[]> {
      return activeByOwner({ ownerId });
    },

    /**
     * A page without search text: it stops early on an index (newest first, or by price). The
     * page's ids are cut first, so owners, categories and ratings are read for its rows alone.
     */
    browsePage(plan: ItemsSearchPlan): Promise<PlacedRecord[]> {
      const page = db
        .select({
          // Aliased, so that the outer ORDER BY names these and not the joined item's columns.
          id: sql<string>`${items.id}`.as('page_id'),
          createdAt: sql<Date>`${items.createdAt}`.as('page_created_at'),
          priceCents: sql<number>`${items.priceCents}`.as('page_price_cents'),
          distance: distanceOf(plan).as('page_distance'),
        })
        .from(items)
        .where(plan.where)
        .orderBy(...ordering(plan.sort, { ...items, distance: plan.distance }))
        .limit(plan.limit)
        .offset(plan.offset)
        .as('page');
      return db
        .select({ ...recordColumns, distance: page.distance })
        .from(page)
        .innerJoin(items, eq(items.id, page.id))
        .innerJoin(users, eq(users.id, items.ownerId))
        .innerJoin(categories, eq(categories.id, items.categoryId))
        .crossJoinLateral(itemRating)
        .orderBy(...ordering(plan.sort, page));
    },

    /**
     * A page of a search the prepared statements do not take (near a place, free on dates),
     * with or without text, and the number of all matches beside each row: a search near a
     * place reads the items in its box through the GiST point index, and is planned for its
     * values. The page is cut before the joins.
     */
    async searchPage(plan: ItemsSearchPlan): Promise<PlacedPage> {
      const page = db
        .select({
          id: sql<string>`${items.id}`.as('match_id'),
          createdAt: sql<Date>`${items.createdAt}`.as('match_created_at'),
          priceCents: sql<number>`${items.priceCents}`.as('match_price_cents'),
          rank: sql<number>`${plan.rank ?? sql`0`}`.as('match_rank'),
          distance: distanceOf(plan).as('match_distance'),
          total: sql<number>`count(*) over ()`.as('total'),
        })
        .from(items)
        .where(plan.where)
        .orderBy(...ordering(plan.sort, { ...items, rank: plan.rank, distance: plan.distance }))
        .limit(plan.limit)
        .offset(plan.offset)
        .as('page');
      const rows = await db
        .select({ ...recordColumns, distance: page.distance, total: page.total })
        .from(page)
        .innerJoin(items, eq(items.id, page.id))
        .innerJoin(users, eq(users.id, items.ownerId))
        .innerJoin(categories, eq(categories.id, items.categoryId))
        .crossJoinLateral(itemRating)
        .orderBy(...ordering(plan.sort, page));
      const records = rows.map(({ total: _total, ...record }) => record);
      return { records, total: rows[0] ? Number(rows[0].total) : undefined };
    },

    countMatches,

    /** The title words closest to the given word within `maxEdits` edits, in word order. */
    async findSpellingCorrections(word: string, maxEdits: number): Promise<string[]> {
      const closest = closestTitleWords(sql`${word}`, sql`${maxEdits}`);
      const rows = await db
        .select({ word: sql<string>`corrections.word` })
        .from(sql`(${closest}) as corrections`);
      return rows.map((row) => row.word);
    },

    async insert(item: NewItem, createdAt: Date): Promise<string> {
      const [row] = await db
        .insert(items)
        .values({
          ...item,
          categoryId: categoryOrFallback(item.categoryId),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: items.id });
      if (!row) throw new Error('inserting an item returned no row');
      return row.id;
    },

    /** Changes an active item; false when there is none with this id. */
    async update(id: string, changes: ItemChanges, updatedAt: Date): Promise<boolean> {
      const { categoryId, ...rest } = changes;
      const rows = await db
        .update(items)
        .set({
          ...rest,
          ...(categoryId !== undefined && { categoryId: categoryOrFallback(categoryId) }),
          updatedAt,
        })
        .where(and(eq(items.id, id), eq(items.status, 'active')))
        .returning({ id: items.id });
      return rows.length > 0;
    },

    /** Deleting keeps the row, inactive, for the bookings and reviews that name it. */
    async deactivate(id: string, updatedAt: Date): Promise<boolean> {
      const rows = await db
        .update(items)
        .set({ status: 'inactive', updatedAt })
        .where(and(eq(items.id, id), eq(items.status, 'active')))
        .returning({ id: items.id });
      return rows.length > 0;
    },
  };
}

/** The columns that may be null: the owner's verification time, the place and the rules. */
type NullableColumn =
  | 'ownerEmailVerifiedAt'
  | 'latitude'
  | 'longitude'
  | 'minRentalDays'
  | 'maxRentalDays'
  | 'minNoticeDays'
  | 'hiddenReason';

/** The columns as selected. */
export type ItemRecord = {
  [Key in Exclude<
    keyof typeof itemColumns,
    NullableColumn
  >]: (typeof itemColumns)[Key]['_']['data'];
} & {
  [Key in NullableColumn]: (typeof itemColumns)[Key]['_']['data'] | null;
} & { ratingAverage: number | null; ratingCount: number };
export type ItemsRepo = ReturnType<typeof createItemsRepo>;
