import { describe, expect, it } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '../../src/shared/items';
import type { Item, ItemsPage } from '../../src/shared/schemas/items';
import { itemMaker } from './support/items';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();

async function browse(query: Record<string, string | number> = {}): Promise<ItemsPage> {
  const response = await ctx.app.inject({
    url: '/api/items',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(response.statusCode).toBe(200);
  return response.json<ItemsPage>();
}

const titles = (page: ItemsPage) => page.items.map((item) => item.title);

/** A small neighbourhood catalogue, oldest first. */
async function catalogue() {
  const { token } = await signUp(ctx.app);
  const createItem = itemMaker(ctx.app, ctx.uploadsDir, token);
  const made: Item[] = [];
  const add = async (...args: Parameters<typeof createItem>) => {
    made.push(await createItem(...args));
  };
  await add({ title: 'Cordless drill', description: 'Two batteries.', price: 12, categoryId: 1 });
  await add({
    title: 'Digital camera',
    description: 'Mirrorless body with a zoom lens.',
    price: 45,
    categoryId: 2,
    city: 'Chatham',
    zipCode: '62629',
    location: '7 Maple Court',
  });
  await add({
    title: 'Camping tent',
    description: 'Sleeps four, waterproof, easy to pitch.',
    price: 25,
    categoryId: 3,
    city: 'Rochester',
    zipCode: '62563',
    location: '3 Walnut Lane',
  });
  await add({
    title: 'Lawn mower',
    description: 'Petrol mower for large gardens.',
    price: 30.5,
    categoryId: 4,
    city: 'Sherman 100%_Heights',
    zipCode: '62684',
    location: '90 Pure Way',
  });
  await add({ title: 'Party speaker', description: 'Loud, with lights.', price: 8, categoryId: 5 });
  return { token, made };
}

describe('GET /api/items', () => {
  it('lists active items newest first with the page figures', async () => {
    await catalogue();
    const page = await browse();
    expect(titles(page)).toEqual([
      'Party speaker',
      'Lawn mower',
      'Camping tent',
      'Digital camera',
      'Cordless drill',
    ]);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: LISTINGS_PAGE_SIZE });
  });

  it('pages with limit and page, keeping the total', async () => {
    await catalogue();
    const second = await browse({ limit: 2, page: 2 });
    expect(titles(second)).toEqual(['Camping tent', 'Digital camera']);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    const beyond = await browse({ limit: 2, page: 9 });
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
    const searchedBeyond = await browse({ search: 'drill', page: 3 });
    expect(searchedBeyond).toMatchObject({ items: [], total: 1 });
  });

  it('finds words of the title, the description and the category name', async () => {
    await catalogue();
    expect(titles(await browse({ search: 'waterproof' }))).toEqual(['Camping tent']);
    expect(titles(await browse({ search: 'electronics' }))).toEqual(['Digital camera']);
    expect(titles(await browse({ search: 'garden' }))).toEqual(['Lawn mower']);
    expect(titles(await browse({ search: 'drills' }))).toEqual(['Cordless drill']);
    expect(await browse({ search: 'submarine' })).toMatchObject({ items: [], total: 0 });
  });

  it('finds a word of three letters or more inside title words: as a prefix and within a word', async () => {
    const { token } = await signUp(ctx.app);
    const createItem = itemMaker(ctx.app, ctx.uploadsDir, token);
    await createItem({ title: 'Circular saw', description: 'Cuts straight.', price: 20 });
    await createItem({ title: 'Chainsaw', description: 'Petrol, with a spare chain.', price: 35 });
    await createItem({ title: 'Jigsaw puzzle table', description: 'Folds away.', price: 4 });
    // A word of one title and inside two others: all three, the title holding it whole first.
    const saw = await browse({ search: 'saw' });
    expect(saw.total).toBe(3);
    expect(titles(saw)[0]).toBe('Circular saw');
    expect(titles(await browse({ search: 'saw', sort: 'price_asc' }))).toEqual([
      'Jigsaw puzzle table',
      'Circular saw',
      'Chainsaw',
    ]);
    expect(titles(await browse({ search: 'Chains' }))).toEqual(['Chainsaw']);
    expect(titles(await browse({ search: 'ainsa' }))).toEqual(['Chainsaw']);
    expect(titles(await browse({ search: 'petrol saw' }))).toEqual(['Chainsaw']);
    expect(titles(await browse({ search: 'saw', location: 'springfield', maxPrice: 10 }))).toEqual([
      'Jigsaw puzzle table',
    ]);
    // Two letters are too few to look inside words.
    expect(await browse({ search: 'aw' })).toMatchObject({ items: [], total: 0 });
  });

  it('tolerates typos in a single word', async () => {
    await catalogue();
    expect(titles(await browse({ search: 'drlil' }))).toEqual(['Cordless drill']);
    expect(await browse({ search: 'drlil', page: 3 })).toMatchObject({ items: [], total: 1 });
    expect(titles(await browse({ search: 'camra' }))).toEqual(['Digital camera']);
    expect(titles(await browse({ search: 'Camp' }))).toEqual(['Camping tent']);
    expect(await browse({ search: 'drone' })).toMatchObject({ items: [], total: 0 });
    expect(await browse({ search: 'camra', category: 3 })).toMatchObject({ total: 0 });
  });

  it('ranks title matches above description matches, unless asked otherwise', async () => {
    const { token } = await signUp(ctx.app);
    const createItem = itemMaker(ctx.app, ctx.uploadsDir, token);
    await createItem({ title: 'Ladder', description: 'Tall.', price: 5 });
    await createItem({ title: 'Tent pegs', description: 'For any tent.', price: 3 });
    await createItem({ title: 'Sleeping bag', description: 'Fits in a tent, tent, tent.' });
    const page = await browse({ search: 'tent' });
    expect(titles(page)).toEqual(['Tent pegs', 'Sleeping bag']);
    expect(page.total).toBe(2);
    expect(titles(await browse({ search: 'tent', sort: 'newest' }))).toEqual([
      'Sleeping bag',
      'Tent pegs',
    ]);
  });

  it('filters by category, location (city or ZIP, never the street address) and price', async () => {
    await catalogue();
    expect(titles(await browse({ category: 2 }))).toEqual(['Digital camera']);
    expect(titles(await browse({ location: 'rochester' }))).toEqual(['Camping tent']);
    expect(titles(await browse({ location: '62629' }))).toEqual(['Digital camera']);
    expect(await browse({ location: 'Maple' })).toMatchObject({ total: 0 });
    expect(titles(await browse({ location: '100%_' }))).toEqual(['Lawn mower']);
    expect(await browse({ location: '5%' })).toMatchObject({ total: 0 });
    expect(titles(await browse({ minPrice: 25, maxPrice: 30.5 }))).toEqual([
      'Lawn mower',
      'Camping tent',
    ]);
    expect(titles(await browse({ maxPrice: 10, search: 'speaker' }))).toEqual(['Party speaker']);
    expect(await browse({ category: 2, location: 'Sherman' })).toMatchObject({ total: 0 });
  });

  it('applies every filter and sort to a search by words, however often it runs', async () => {
    await catalogue();
    const { token } = await signUp(ctx.app);
    const createItem = itemMaker(ctx.app, ctx.uploadsDir, token);
    await createItem({
      title: 'Hammer drill',
      description: 'For brick.',
      price: 20,
      categoryId: 1,
    });
    // PostgreSQL plans a reused statement anew for its first five runs only; each round differs
    // in its page size, so that none is answered from memory.
    for (let round = 0; round < 7; round += 1) {
      const limit = 10 + round;
      const search = (query: Record<string, string | number>) =>
        browse({ search: 'drill', limit, ...query });
      expect(titles(await search({ sort: 'price_desc' }))).toEqual([
        'Hammer drill',
        'Cordless drill',
      ]);
      expect(titles(await search({ sort: 'newest', maxPrice: 100 + round, minPrice: 1 }))).toEqual([
        'Hammer drill',
        'Cordless drill',
      ]);
      expect(titles(await search({ sort: 'price_asc', limit: 1, page: 2 + round }))).toEqual(
        round === 0 ? ['Hammer drill'] : [],
      );
      expect(titles(await search({ minPrice: 12.01 }))).toEqual(['Hammer drill']);
      expect(titles(await search({ maxPrice: 12 }))).toEqual(['Cordless drill']);
      expect(await search({ minPrice: 30_000_000 })).toMatchObject({ total: 0 });
      expect(await search({ maxPrice: 30_000_000 })).toMatchObject({ total: 2 });
      const lens = { search: 'lens', limit };
      expect(titles(await browse({ ...lens, category: 2, location: 'chatham' }))).toEqual([
        'Digital camera',
      ]);
      expect(await browse({ ...lens, category: 1 })).toMatchObject({ total: 0 });
      expect(await browse({ ...lens, location: 'Sherman' })).toMatchObject({ total: 0 });
    }
  });

  it('sorts by price either way, and ignores empty filters', async () => {
    await catalogue();
    const empty = { search: '', category: '', location: '', minPrice: '', maxPrice: '' };
    expect(titles(await browse({ ...empty, sort: 'price_asc' }))).toEqual([
      'Party speaker',
      'Cordless drill',
      'Camping tent',
      'Lawn mower',
      'Digital camera',
    ]);
    const descending = await browse({ sort: 'price_desc', limit: 2 });
    expect(descending.items.map((item) => item.price)).toEqual([45, 30.5]);
  });

  it('shows only active items', async () => {
    const { token, made } = await catalogue();
    const [drill] = made;
    expect((await browse()).total).toBe(5);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/items/${drill?.id}`,
      headers: bearer(token),
    });
    expect(await browse({ search: 'drill' })).toMatchObject({ items: [], total: 0 });
    expect((await browse()).total).toBe(4);
  });

  it('answers a repeated search from memory until an item changes', async () => {
    const { token, made } = await catalogue();
    const [drill] = made;
    const first = await browse({ search: 'drill' });
    expect(titles(first)).toEqual(['Cordless drill']);
    // Letter case and spacing do not make another search.
    expect(await browse({ search: '  DRILL ' })).toEqual(first);

    if (!drill) throw new Error('the catalogue has a drill');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/items/${drill.id}`,
      headers: bearer(token),
      payload: {
        title: drill.title,
        description: drill.description,
        price: 14,
        condition: drill.condition,
        availability: drill.availability,
        location: drill.location,
        city: drill.city,
        zip_code: drill.zipCode,
        duration: drill.duration,
        category_id: drill.categoryId,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await browse({ search: 'drill' })).items.map((item) => item.price)).toEqual([14]);

    const createItem = itemMaker(ctx.app, ctx.uploadsDir, token);
    await createItem({
      title: 'Hammer drill',
      description: 'For brick.',
      price: 20,
      categoryId: 1,
    });
    expect(titles(await browse({ search: 'drill', sort: 'newest' }))).toEqual([
      'Hammer drill',
      'Cordless drill',
    ]);
  });

  it.each([
    ['minPrice', '-1'],
    ['maxPrice', 'cheap'],
    ['limit', '0'],
    ['limit', '101'],
    ['page', '0'],
    ['sort', 'random'],
    ['category', '99999999999'],
  ])('refuses %s=%s with 400', async (name, value) => {
    const response = await ctx.app.inject({ url: '/api/items', query: { [name]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: name });
  });
});
