import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../src/shared/schemas/items';
import { insertRecentRental } from './support/bookingRows';
import { itemMaker } from './support/items';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

// Item pages stay in memory for minutes here: each test reads a page first, so that it is
// cached, then changes what the page shows and expects the next read to show it.
const ctx = setupTestApp();

async function itemPage(id: string): Promise<Item> {
  const response = await ctx.app.inject({ url: `/api/items/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ item: Item }>().item;
}

/** The notice of a commit reaches this process's listener a moment after the commit. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function listedItem() {
  const owner = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)();
  return { owner, item };
}

describe('cached item pages', () => {
  it('show the owner’s new name once they rename themselves', async () => {
    const { owner, item } = await listedItem();
    const other = await listedItem();
    expect((await itemPage(item.id)).ownerName).toBe('Sam P.');
    expect((await itemPage(other.item.id)).ownerName).toBe('Sam P.');

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${owner.user.id}`,
      headers: bearer(owner.token),
      payload: {
        firstName: 'Samira',
        lastName: 'Patel',
        phone: '5559876543',
        location: JSON.stringify({ address: '1 Main St', city: 'Springfield', zipCode: '62701' }),
      },
    });
    expect(renamed.statusCode).toBe(200);
    await eventually(async () => expect((await itemPage(item.id)).ownerName).toBe('Samira P.'));
    // Someone else's pages are not the renamed owner's.
    expect((await itemPage(other.item.id)).ownerName).toBe('Sam P.');
  });

  it('show the owner as verified once their address is, whoever wrote it', async () => {
    const { owner, item } = await listedItem();
    expect((await itemPage(item.id)).ownerEmailVerified).toBe(false);
    await ctx.database.db.execute(
      sql`update users set email_verified_at = now() where id = ${owner.user.id}`,
    );
    await eventually(async () => expect((await itemPage(item.id)).ownerEmailVerified).toBe(true));
  });

  it('show a change written to the item row by another process or tool', async () => {
    const { item } = await listedItem();
    expect((await itemPage(item.id)).availability).toBe('Available');
    await ctx.database.db.execute(
      sql`update items set availability = 'Rented', image_urls = image_urls || image_urls where id = ${item.id}`,
    );
    await eventually(async () =>
      expect(await itemPage(item.id)).toMatchObject({
        availability: 'Rented',
        image_urls: [...item.image_urls, ...item.image_urls],
      }),
    );
  });

  it('show a renamed category', async () => {
    const { item } = await listedItem();
    const before = (await itemPage(item.id)).category;
    await ctx.database.db.execute(
      sql`update categories set name = 'Tools' where id = ${item.categoryId}`,
    );
    try {
      await eventually(async () => expect((await itemPage(item.id)).category).toBe('Tools'));
    } finally {
      await ctx.database.db.execute(
        sql`update categories set name = ${before} where id = ${item.categoryId}`,
      );
    }
  });

  it('show a category renamed in letter case alone', async () => {
    const { item } = await listedItem();
    const before = (await itemPage(item.id)).category;
    const recased = before === before.toUpperCase() ? before.toLowerCase() : before.toUpperCase();
    await ctx.database.db.execute(
      sql`update categories set name = ${recased} where id = ${item.categoryId}`,
    );
    try {
      await eventually(async () => expect((await itemPage(item.id)).category).toBe(recased));
    } finally {
      await ctx.database.db.execute(
        sql`update categories set name = ${before} where id = ${item.categoryId}`,
      );
    }
  });

  it('show a review written, shown or removed by another process or tool', async () => {
    const { item } = await listedItem();
    const renter = await signUp(ctx.app, { firstName: 'Jamie', lastName: 'Rivera' });
    const bookingId = await insertRecentRental(ctx.database.db, item, renter.user.id);
    expect((await itemPage(item.id)).rating).toEqual({ average: 0, count: 0 });

    await ctx.database.db.execute(sql`
      insert into reviews
        (item_id, booking_id, direction, reviewer_id, owner_id, subject_id, rating, review_text)
      values (${item.id}, ${bookingId}, 'renter_to_owner', ${renter.user.id}, ${item.owner_id},
        ${item.owner_id}, 4, 'Worked well, thanks')`);
    // Still hidden: the page shows no rating until the review is revealed.
    expect((await itemPage(item.id)).rating).toEqual({ average: 0, count: 0 });
    await ctx.database.db.execute(
      sql`update reviews set revealed_at = now() where booking_id = ${bookingId}`,
    );
    await eventually(async () =>
      expect((await itemPage(item.id)).rating).toEqual({ average: 4, count: 1 }),
    );

    await ctx.database.db.execute(sql`delete from reviews where item_id = ${item.id}`);
    await eventually(async () =>
      expect((await itemPage(item.id)).rating).toEqual({ average: 0, count: 0 }),
    );
  });

  it('are gone once the item row is deleted', async () => {
    const { item } = await listedItem();
    await itemPage(item.id);
    await ctx.database.db.execute(sql`delete from items where id = ${item.id}`);
    await eventually(async () => {
      const response = await ctx.app.inject({ url: `/api/items/${item.id}` });
      expect(response.statusCode).toBe(404);
    });
  });
});

describe('cached item pages at an address with the id in upper case', () => {
  it('show an edit made after they were read', async () => {
    const { owner, item } = await listedItem();
    const upperCase = item.id.toUpperCase();
    expect((await itemPage(upperCase)).title).toBe(item.title);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
      payload: { title: 'Hammer drill', description: 'For brick.', price: 31.5, category_id: 2 },
    });
    expect(edited.statusCode).toBe(200);
    await eventually(async () => expect((await itemPage(upperCase)).title).toBe('Hammer drill'));
  });

  it('are gone once the owner removes the item', async () => {
    const { owner, item } = await listedItem();
    const upperCase = item.id.toUpperCase();
    await itemPage(upperCase);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);
    await eventually(async () => {
      const response = await ctx.app.inject({ url: `/api/items/${upperCase}` });
      expect(response.statusCode).toBe(404);
    });
  });
});
