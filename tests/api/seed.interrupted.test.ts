import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoSeedRuns, items, users } from '../../src/server/db/schema';
import { seedDemoDataOnStart } from '../../src/server/seed';
import { findDemoAccountIds } from '../../src/server/seed/accounts';
import type { ImageStorage } from '../../src/server/storage/imageStorage';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import { createItemSchema } from '../../src/shared/schemas/items';
import { itemInput, storedImageUrl } from './support/items';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();
const DEMO_ITEM_COUNT = 40;

/** The real storage, failing from its `failFrom`th write on: a seed stopped between steps. */
function storageFailingAfter(storage: ImageStorage, failFrom: number): ImageStorage {
  let writes = 0;
  return Object.assign(Object.create(storage) as ImageStorage, {
    async put(name: string, bytes: Buffer) {
      writes += 1;
      if (writes >= failFrom) throw new Error('disk gone mid-seed');
      await storage.put(name, bytes);
    },
  });
}

const totalOf = async (table: typeof users | typeof items) =>
  (await ctx.database.db.select({ total: count() }).from(table))[0]?.total;

describe('an interrupted demo seed', () => {
  it('is finished by the next start, ending with every demo item once', {
    timeout: 180_000,
  }, async () => {
    const { db } = ctx.database;
    const log = ctx.app.log;
    await expect(
      seedDemoDataOnStart(db, storageFailingAfter(ctx.imageStorage, 5), log),
    ).rejects.toThrow('disk gone mid-seed');
    // The accounts went in, no item did: the state a kill at that moment leaves.
    expect(await totalOf(users)).toBe(DEMO_ACCOUNTS.length);
    expect(await totalOf(items)).toBe(0);

    // A second interruption after one item was listed (as a kill while listing would leave).
    const accounts = await findDemoAccountIds(db);
    const ownerId = accounts.get('Item owner') ?? '';
    const firstItem = await ctx.app.services.items.create(
      ownerId,
      createItemSchema.parse(
        itemInput(await storedImageUrl(ctx.uploadsDir), { title: 'Cordless Drill Kit' }),
      ),
    );
    expect(firstItem).toBeDefined();

    const added = await seedDemoDataOnStart(db, ctx.imageStorage, log);
    expect(added).toMatchObject({ accountsAdded: 0, itemsAdded: DEMO_ITEM_COUNT - 1 });
    expect(await totalOf(items)).toBe(DEMO_ITEM_COUNT);
    const [run] = await db.select().from(demoSeedRuns);
    expect(run?.completedAt).toBeInstanceOf(Date);

    // Completed: later starts seed nothing.
    expect(await seedDemoDataOnStart(db, ctx.imageStorage, log)).toBeNull();
    expect(await totalOf(items)).toBe(DEMO_ITEM_COUNT);
  });

  it('leaves a database with people and no record of a seed alone', async () => {
    const { db } = ctx.database;
    await db
      .insert(users)
      .values({ email: 'own@example.com', passwordHash: 'x', firstName: 'Own' });
    expect(await seedDemoDataOnStart(db, ctx.imageStorage, ctx.app.log)).toBeNull();
    expect(await totalOf(users)).toBe(1);
  });
});
