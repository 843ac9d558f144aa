import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { prepareRead } from '../../src/server/db/preparedRead';
import { items, users } from '../../src/server/db/schema';
import { itemMaker } from './support/items';
import { setupTestApp } from './support/testApp';
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
