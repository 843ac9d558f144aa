import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { marketplace } from '../../src/shared/marketplace';
import { itemInput, itemMaker, storedImageUrl } from './support/items';
import { testPlace } from './support/places';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function owner() {
  const account = await signUp(ctx.app, { firstName: 'Sam', lastName: 'Patel' });
  return { ...account, createItem: itemMaker(ctx.app, ctx.uploadsDir, account.token) };
}

describe('POST /api/items', () => {
  it('creates an item owned by the caller, whatever the body says, with the defaults', async () => {
    const { token, user } = await owner();
    const other = await signUp(ctx.app);
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(token),
      payload: { ...itemInput(imageUrl), ownerId: other.user.id, status: 'inactive', id: 'x' },
    });
    expect(response.statusCode).toBe(201);
    const { item } = response.json();
    expect(item).toMatchObject({
      title: 'Cordless drill',
      price: 12.5,
      duration: 'day',
      condition: 'Good',
      availability: 'Available',
      zipCode: testPlace().zipCode,
      categoryId: 1,
      category: 'Tools & Equipment',
      image_urls: [imageUrl],
      imageUrl,
      owner_id: user.id,
      ownerName: 'Sam P.',
      status: 'active',
    });
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
  });

  it('files an unknown category under category 1 and keeps a known one', async () => {
    const { createItem } = await owner();
    expect((await createItem({ categoryId: 999 })).categoryId).toBe(1);
    expect((await createItem({ categoryId: 'abc' })).categoryId).toBe(1);
    expect((await createItem({ categoryId: 99_999_999_999 })).categoryId).toBe(1);
    const electronics = await createItem({ categoryId: 2 });
    expect(electronics).toMatchObject({ categoryId: 2, category: 'Electronics' });
  });

  it('keeps prices to the cent as numbers', async () => {
    const { createItem } = await owner();
    expect((await createItem({ price: '0' })).price).toBe(0);
    expect((await createItem({ price: 1234.56 })).price).toBe(1234.56);
  });

  it("checks a postal code by the country's format, keeps it in capitals, and allows none", async () => {
    const { token, createItem } = await owner();
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const wrong = marketplace().country === 'US' ? '6270' : '62701';
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(token),
      payload: itemInput(imageUrl, { zipCode: wrong }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'zipCode',
      error: inEnglish('profile.zipInvalid'),
    });
    const lowerCase = testPlace().zipCode.toLowerCase();
    expect((await createItem({ zipCode: ` ${lowerCase} ` })).zipCode).toBe(testPlace().zipCode);
    expect((await createItem({ zipCode: '' })).zipCode).toBe('');
  });

  it('requires sign-in (401)', async () => {
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      payload: itemInput(imageUrl),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: inEnglish('auth.required'), code: 'UNAUTHENTICATED' });
  });

  it.each([
    [{ price: -1 }, 'price', inEnglish('items.priceInvalid')],
    [{ price: 'abc' }, 'price', inEnglish('items.priceInvalid')],
    [{ price: 1.234 }, 'price', inEnglish('items.priceDecimals')],
    [{ duration: 'year' }, 'duration', inEnglish('items.durationInvalid')],
    [{ condition: 'Mint' }, 'condition', inEnglish('items.conditionInvalid')],
    [{ availability: 'Sometimes' }, 'availability', inEnglish('items.availabilityInvalid')],
    [{ title: '  ' }, 'title', inEnglish('items.requiredFields')],
    [{ location: '' }, 'location', inEnglish('items.requiredFields')],
    [{ imageUrls: [] }, 'imageUrls', inEnglish('items.imagesRequired')],
    [{ imageUrls: 'many' }, 'imageUrls', inEnglish('items.imagesRequired')],
    [
      { imageUrls: ['https://evil.example/a.jpg'] },
      'imageUrls.0',
      inEnglish('items.imageUrlInvalid'),
    ],
    [{ imageUrls: ['/uploads/../secret.jpg'] }, 'imageUrls.0', inEnglish('items.imageUrlInvalid')],
  ])('refuses %j with 400 naming %s', async (override, field, message) => {
    const { token } = await owner();
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(token),
      payload: { ...itemInput(imageUrl), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR', field });
  });

  it('accepts 10 images and refuses the 11th', async () => {
    const { token, createItem } = await owner();
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    expect((await createItem({ imageUrls: Array(10).fill(imageUrl) })).image_urls).toHaveLength(10);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(token),
      payload: itemInput(imageUrl, { imageUrls: Array(11).fill(imageUrl) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: inEnglish('items.tooManyImages'),
      field: 'imageUrls',
    });
  });
});

describe('GET /api/items/{id} and /api/items/my-items', () => {
  it('shows an item to anyone, without its street address', async () => {
    const { createItem } = await owner();
    const item = await createItem();
    const response = await ctx.app.inject({ url: `/api/items/${item.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ item: { ...item, location: '' } });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      const response = await ctx.app.inject({ url: `/api/items/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: inEnglish('items.notFound'), code: 'NOT_FOUND' });
    }
  });

  it("lists the caller's own items, newest first, and nobody else's", async () => {
    const me = await owner();
    const them = await owner();
    const first = await me.createItem({ title: 'First' });
    await them.createItem({ title: 'Theirs' });
    const second = await me.createItem({ title: 'Second' });
    const response = await ctx.app.inject({
      url: '/api/items/my-items',
      headers: bearer(me.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [second, first].map((item) => ({ ...item, hiddenReason: null })),
    });
  });

  it('requires sign-in for my-items (401)', async () => {
    const response = await ctx.app.inject({ url: '/api/items/my-items' });
    expect(response.statusCode).toBe(401);
  });
});
