import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { items, liveEvents, messages } from '../../src/server/db/schema';
import { setupBookingsApp } from './support/bookings';
import { keptWorld } from './support/keptWorld';
import { dumpTables } from './support/tableSnapshot';
import { signUp } from './support/users';
import { buildWorld } from './support/world';

const { ctx, clock } = setupBookingsApp({ promptDelivery: false });
const freshWorld = keptWorld(ctx, () => buildWorld(ctx, clock));

async function nextLiveEventId(userId: string): Promise<number> {
  const [row] = await ctx.database.db
    .insert(liveEvents)
    .values({ userId, type: 'notification.created', payload: {} })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('no live event was inserted');
  return row.id;
}

it('puts back every row, the numbering and the stored files a test changed', async () => {
  const world = await freshWorld();
  const rows = await dumpTables(ctx.database.db);
  const files = readdirSync(ctx.uploadsDir).sort();
  expect(files.length).toBeGreaterThan(0);
  const firstLiveEventId = await nextLiveEventId(world.owner.id);

  // A test's writes: rows added, changed and removed, and a stored photo gone.
  await freshWorld();
  await signUp(ctx.app, { firstName: 'Late', lastName: 'Comer' });
  await ctx.database.db.update(items).set({ title: 'Renamed' }).where(eq(items.id, world.item.id));
  await ctx.database.db.delete(messages);
  await nextLiveEventId(world.owner.id);
  await nextLiveEventId(world.owner.id);
  for (const name of files) rmSync(join(ctx.uploadsDir, name), { recursive: true });

  expect(await freshWorld()).toBe(world);
  expect(await dumpTables(ctx.database.db)).toBe(rows);
  expect(readdirSync(ctx.uploadsDir).sort()).toEqual(files);
  expect(await nextLiveEventId(world.owner.id)).toBe(firstLiveEventId);
});

async function foundBy(search: string): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/items?search=${encodeURIComponent(search)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { id: string }[] }>().items.map((item) => item.id);
}

it('puts back what triggers wrote, once: a renamed item is found by its old title again', async () => {
  const world = await freshWorld();
  // Renaming writes the item's search postings anew, through a trigger.
  await ctx.database.db
    .update(items)
    .set({ title: 'Wheelbarrow' })
    .where(eq(items.id, world.item.id));
  expect(await foundBy('Wheelbarrow')).toEqual([world.item.id]);

  await freshWorld();
  expect(await foundBy(world.item.title)).toEqual([world.item.id]);
});
