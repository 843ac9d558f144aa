import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { itemMaker, storedImageUrl } from './support/items';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function owner() {
  const account = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  return { ...account, createItem: itemMaker(ctx.app, ctx.uploadsDir, account.token) };
}

const validUpdate = (imageUrl: string) => ({
  title: 'Hammer drill',
  description: 'Drills into brick and concrete.',
  price: 15,
  duration: 'week',
  condition: 'Excellent',
  availability: 'Unavailable',
  location: '7 Maple Court',
  city: 'Chatham',
  zip_code: '62629',
  category_id: 1,
  image_urls: [imageUrl, imageUrl],
});

describe('PUT /api/items/{id}', () => {
  it('updates every field from the snake_case body', async () => {
    const { token, user, createItem } = await owner();
    const item = await createItem();
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    // Read first, so that the answer below must not come from the item page cache.
    await ctx.app.inject({ url: `/api/items/${item.id}` });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(token),
      payload: { ...validUpdate(imageUrl), category_id: 4, owner_id: 'someone', status: 'x' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().item).toEqual({
      ...item,
      title: 'Hammer drill',
      description: 'Drills into brick and concrete.',
      price: 15,
      duration: 'week',
      condition: 'Excellent',
      availability: 'Unavailable',
      location: '7 Maple Court',
      city: 'Chatham',
      zipCode: '62629',
      // The centre of the new ZIP code, from the Census gazetteer.
      area: { latitude: 39.677477, longitude: -89.716922 },
      categoryId: 4,
      category: 'Home & Garden',
      image_urls: [imageUrl, imageUrl],
      owner_id: user.id,
    });
    // Anyone else reads it without the street address.
    const reread = await ctx.app.inject({ url: `/api/items/${item.id}` });
    expect(reread.json()).toEqual({ item: { ...response.json().item, location: '' } });
  });

  it('keeps the images when image_urls is left out, and falls back to category 1', async () => {
    const { token, createItem } = await owner();
    const item = await createItem({ categoryId: 3 });
    const { image_urls: _left, ...update } = validUpdate(item.image_urls[0] ?? '');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(token),
      payload: { ...update, category_id: 42 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().item).toMatchObject({ image_urls: item.image_urls, categoryId: 1 });
  });

  it("refuses another user's item (403) and leaves it unchanged", async () => {
    const { createItem } = await owner();
    const item = await createItem();
    const intruder = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers: bearer(intruder.token),
      payload: validUpdate(item.image_urls[0] ?? ''),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: inEnglish('items.notAllowedToEdit'),
      code: 'FORBIDDEN',
    });
    expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).json()).toEqual({
      item: { ...item, location: '' },
    });
  });

  it('answers 401 signed out, 404 for a missing or malformed id, 400 for a bad price', async () => {
    const { token, createItem } = await owner();
    const item = await createItem();
    const update = validUpdate(item.image_urls[0] ?? '');
    const put = (id: string, payload: object, headers: Record<string, string> = bearer(token)) =>
      ctx.app.inject({ method: 'PUT', url: `/api/items/${id}`, headers, payload });
    expect((await put(item.id, update, {})).statusCode).toBe(401);
    expect((await put(UNKNOWN_ID, update)).statusCode).toBe(404);
    expect((await put('nope', update)).statusCode).toBe(404);
    const badPrice = await put(item.id, { ...update, price: 'abc' });
    expect(badPrice.statusCode).toBe(400);
    expect(badPrice.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'price' });
    const noImages = await put(item.id, { ...update, image_urls: [] });
    expect(noImages.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'image_urls' });
  });
});

describe('DELETE /api/items/{id}', () => {
  it('hides the item everywhere but keeps its row, inactive', async () => {
    const { token, createItem } = await owner();
    const item = await createItem();
    expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(404);
    const browse = await ctx.app.inject({ url: '/api/items' });
    expect(browse.json()).toMatchObject({ items: [], total: 0 });
    const mine = await ctx.app.inject({ url: '/api/items/my-items', headers: bearer(token) });
    expect(mine.json()).toEqual({ items: [] });

    const rows = await ctx.database.db
      .select({ status: items.status })
      .from(items)
      .where(sql`${items.id} = ${item.id}`);
    expect(rows).toEqual([{ status: 'inactive' }]);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${item.id}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another user's item (403), a signed-out caller (401) and unknown ids (404)", async () => {
    const { createItem } = await owner();
    const item = await createItem();
    const intruder = await signUp(ctx.app);
    const remove = (id: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/items/${id}`, headers });

    const forbidden = await remove(item.id, bearer(intruder.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: inEnglish('items.notAllowedToDelete'),
      code: 'FORBIDDEN',
    });
    expect((await remove(item.id, {})).statusCode).toBe(401);
    expect((await remove(UNKNOWN_ID, bearer(intruder.token))).statusCode).toBe(404);
    expect((await remove('not-a-uuid', bearer(intruder.token))).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);
  });
});
