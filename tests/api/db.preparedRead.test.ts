import { PGlite } from '@electric-sql/pglite';
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Db, wrapPostgres } from '../../src/server/db/client';
import { prepareRead } from '../../src/server/db/preparedRead';
import * as schema from '../../src/server/db/schema';
import { items, users } from '../../src/server/db/schema';
import { itemMaker } from './support/items';
import { databaseKind, setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();

/** Every kind of value an item page reads: text, integers, floats, arrays, times and nulls. */
const selection = {
  id: items.id,
  title: items.title,
  priceCents: items.priceCents,
  imageUrls: items.imageUrls,
  createdAt: items.createdAt,
  ownerCreatedAt: users.createdAt,
  ownerVerifiedAt: users.emailVerifiedAt,
  thirdOfPrice: sql<number>`(${items.priceCents} / 3.0)::float8`.as('third_of_price'),
  missing: sql<number | null>`null::float8`.as('missing'),
  titleLength: sql<number>`char_length(${items.title})::int`.as('title_length'),
  rowCount: sql<number>`count(*) over ()`.as('row_count'),
};
const columns = Object.keys(selection) as (keyof typeof selection)[];

function itemQuery(db: Db, id: SQL | Placeholder | string) {
  return db
    .select(selection)
    .from(items)
    .innerJoin(users, eq(users.id, items.ownerId))
    .where(eq(items.id, id));
}

async function listedItem() {
  const owner = await signUp(ctx.app);
  const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ price: 12.34 });
  return item.id;
}

describe('prepareRead', () => {
  it('reads each column as the query builder does', async () => {
    const { db } = ctx.database;
    const id = await listedItem();
    const read = prepareRead(db, 'test_item', itemQuery(db, sql.placeholder('id')), columns);

    const [row] = await read({ id });
    expect(row).toEqual((await itemQuery(db, id))[0]);
    expect(row).toMatchObject({ id, priceCents: 1234, missing: null, ownerVerifiedAt: null });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.thirdOfPrice).toBeCloseTo(411.33, 2);
    // Planned once, run again with other values.
    expect(await read({ id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
    expect((await read({ id }))[0]?.id).toBe(id);
  });

  it('reads a null in every column kind as the query builder does', async () => {
    const { db } = ctx.database;
    const nothing = () =>
      db
        .select(selection)
        .from(sql`(values (1)) as one(row)`)
        .leftJoin(items, sql`false`)
        .leftJoin(users, eq(users.id, items.ownerId));
    const read = prepareRead(db, 'test_nothing', nothing(), columns);

    const [row] = await read({});
    expect(row).toEqual((await nothing())[0]);
    expect(row).toMatchObject({ id: null, imageUrls: null, createdAt: null, thirdOfPrice: null });
  });

  it('takes an array of text as one parameter, whatever characters its elements hold', async () => {
    const { db } = ctx.database;
    const id = await listedItem();
    const awkward = ['say "hi"', 'back\\slash', 'a,b', '{braces}', 'NULL', '', ' spaced '];
    const read = prepareRead(
      db,
      'test_texts',
      db
        .select({ text: sql<string>`given.text`.as('text') })
        .from(sql`unnest(${sql.placeholder('texts')}::text[]) as given(text)`),
      ['text'],
    );
    expect((await read({ texts: awkward })).map((row) => row.text)).toEqual(awkward);

    const byIds = prepareRead(
      db,
      'test_items_by_ids',
      db
        .select(selection)
        .from(items)
        .innerJoin(users, eq(users.id, items.ownerId))
        .where(sql`${items.id} = any(${sql.placeholder('ids')}::uuid[])`),
      columns,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await byIds({ ids: [unknown, id] })).map((row) => row.id)).toEqual([id]);
    expect(await byIds({ ids: [] })).toEqual([]);
  });

  it('keeps working after a failed run', async () => {
    const { db } = ctx.database;
    const id = await listedItem();
    const read = prepareRead(db, 'test_item', itemQuery(db, sql.placeholder('id')), columns);
    await expect(read({ id: 'not-a-uuid' })).rejects.toThrow(/uuid/);
    expect((await read({ id }))[0]?.id).toBe(id);
  });

  it('gives each app built on one database statements of its own', async () => {
    const { db } = ctx.database;
    const id = await listedItem();
    const first = prepareRead(db, 'test_item', itemQuery(db, sql.placeholder('id')), columns);
    const second = prepareRead(db, 'test_item', itemQuery(db, sql.placeholder('id')), columns);
    expect((await first({ id }))[0]?.id).toBe(id);
    expect((await second({ id }))[0]?.id).toBe(id);
  });

  it('never runs inside a transaction in progress, which may yet roll back', async () => {
    const { db } = ctx.database;
    const id = await listedItem();
    const read = prepareRead(db, 'test_item', itemQuery(db, sql.placeholder('id')), columns);
    const before = (await read({ id }))[0]?.title;

    let readDuringTransaction: Promise<{ title: string }[]> | undefined;
    const rolledBack = db.transaction(async (tx) => {
      await tx.update(items).set({ title: 'Changed, then rolled back' }).where(eq(items.id, id));
      readDuringTransaction = read({ id });
      // Give the read every chance to slip in before the transaction ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect((await readDuringTransaction)?.[0]?.title).toBe(before);
  });
});

describe.runIf(databaseKind === 'postgres')('prepareRead on PostgreSQL', () => {
  it('runs two statements given one name on one pooled connection', async () => {
    // As apps built again on one database might: node-postgres refuses one name for two texts.
    const pool = new pg.Pool({ connectionString: ctx.database.url, max: 1 });
    try {
      const db: Db = drizzleNodePg(pool, { schema });
      const one = (value: number) =>
        db
          .select({ value: sql<number>`${sql.raw(String(value))}::int`.as('value') })
          .from(sql`(values (1)) as v`);
      const first = prepareRead(db, 'test_value', one(1), ['value']);
      const second = prepareRead(db, 'test_value', one(2), ['value']);
      expect(await first({})).toEqual([{ value: 1 }]);
      expect(await second({})).toEqual([{ value: 2 }]);
      expect(await first({})).toEqual([{ value: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('plans each statement once on connections of its own; other queries keep their values planned in', async () => {
    const { db } = ctx.database;
    const planMode = db
      .select({ mode: sql<string>`current_setting('plan_cache_mode')`.as('mode') })
      .from(sql`(values (1)) as v`);
    const read = prepareRead(db, 'test_plan_mode', planMode, ['mode']);
    expect(await read({})).toEqual([{ mode: 'force_generic_plan' }]);
    expect(await planMode).toEqual([{ mode: 'auto' }]);
    // A search whose estimate for its words is below the generic plan's is planned once all the
    // same: the same statement, run again and again, is never planned for its values.
    const search = prepareRead(
      db,
      'test_generic_search',
      db
        .select({ id: items.id })
        .from(items)
        .where(
          sql`${items.searchVector} @@ websearch_to_tsquery('english', ${sql.placeholder('text')})`,
        ),
      ['id'],
    );
    for (let run = 0; run < 8; run += 1)
      expect(await search({ text: `unlisted${run}` })).toEqual([]);
    const plans = prepareRead(
      db,
      'test_plans',
      db
        .select({
          generic: sql<number>`generic_plans::int`.as('generic'),
          custom: sql<number>`custom_plans::int`.as('custom'),
        })
        .from(sql`pg_prepared_statements`)
        .where(sql`name like 'test_generic_search%'`),
      ['generic', 'custom'],
    );
    const [counted] = await plans({});
    expect(counted).toEqual({ generic: 8, custom: 0 });
  });

  it("runs on connections with the main pool's settings: a connection string's options, a password", async () => {
    const url = new URL(ctx.database.url ?? '');
    const withOptions = new URL(url);
    withOptions.searchParams.set('options', '-c statement_timeout=12345');
    const byParts = {
      host: url.hostname,
      port: Number(url.port),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1),
    };
    const timeouts: (string | undefined)[] = [];
    for (const config of [{ connectionString: withOptions.toString() }, byParts]) {
      const database = wrapPostgres(new pg.Pool({ ...config, max: 1 }));
      try {
        const settings = database.db
          .select({
            plans: sql<string>`current_setting('plan_cache_mode')`.as('plans'),
            timeout: sql<string>`current_setting('statement_timeout')`.as('timeout'),
          })
          .from(sql`(values (1)) as v`);
        const [main] = await settings;
        const [reads] = await prepareRead(database.db, 'test_settings', settings, [
          'plans',
          'timeout',
        ])({});
        expect(reads).toEqual({ plans: 'force_generic_plan', timeout: main?.timeout });
        timeouts.push(reads?.timeout);
      } finally {
        await database.close();
      }
    }
    expect(timeouts[0]).toBe('12345ms');
    expect(timeouts[1]).not.toBe('12345ms');
  });

  it('refuses a selection it would not map as the query builder does', () => {
    const { db } = ctx.database;
    const nested = db.select({ item: { id: items.id } }).from(items);
    expect(() => prepareRead(db, 'test_nested', nested, ['item'])).toThrow(/item, neither/);
    const reordered = db.select({ id: items.id, title: items.title }).from(items);
    expect(() => prepareRead(db, 'test_reordered', reordered, ['title', 'id'])).toThrow(
      /keys other than its select's/,
    );
  });
});

describe.runIf(databaseKind === 'pglite')('prepareRead on the embedded database', () => {
  it('parses its statement again when the database has dropped it', async () => {
    const { db } = ctx.database;
    const id = await listedItem();
    const read = prepareRead(db, 'test_item', itemQuery(db, sql.placeholder('id')), columns);
    expect((await read({ id }))[0]?.id).toBe(id);

    await db.execute(sql`deallocate all`);
    expect((await read({ id }))[0]?.id).toBe(id);
    await db.execute(sql`discard all`);
    expect((await read({ id }))[0]?.id).toBe(id);
  });

  it('refuses a column type whose parsing no test has compared', async () => {
    const { db } = ctx.database;
    const read = prepareRead(
      db,
      'test_flag',
      db.select({ flag: sql<boolean>`${items.id} is not null`.as('flag') }).from(items),
      ['flag'],
    );
    await expect(read({})).rejects.toThrow(/type 16/);
  });

  it('fails with the database closed error once the database is closed', async () => {
    const client = new PGlite();
    const db: Db = drizzle(client);
    const read = prepareRead(
      db,
      'test_one',
      db.select({ one: sql<number>`1::int`.as('one') }).from(sql`(values (1)) as v`),
      ['one'],
    );
    expect(await read({})).toEqual([{ one: 1 }]);
    await client.close();
    await expect(read({})).rejects.toThrow('PGlite is closed');
  });
});
