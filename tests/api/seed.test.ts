import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { DEMO_ACCOUNTS } from '../../src/shared/demoAccounts';
import type { ItemsPage } from '../../src/shared/schemas/items';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();

describe('demo data', () => {
  it('lists about forty items with local photos, and adds nothing the second time', async () => {
    const storage = createLocalImageStorage(ctx.uploadsDir);
    const first = await seedDemoData(ctx.database.db, storage);
    expect(first).toEqual({ accountsAdded: DEMO_ACCOUNTS.length, itemsAdded: 40 });

    const response = await ctx.app.inject({ url: '/api/items', query: { limit: '100' } });
    const { items, total } = response.json<ItemsPage>();
    expect(total).toBe(40);
    expect(new Set(items.map((item) => item.categoryId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(items.map((item) => item.city)).size).toBeGreaterThanOrEqual(5);
    const owners = new Set(items.map((item) => item.ownerName));
    expect(owners.size).toBeGreaterThanOrEqual(3);
    expect(owners).not.toContain('Taylor Brooks');
    for (const item of items) {
      expect(item.image_urls.length).toBeGreaterThanOrEqual(1);
      expect(item.image_urls.length).toBeLessThanOrEqual(3);
      for (const url of item.image_urls) {
        expect(existsSync(join(ctx.uploadsDir, url.replace('/uploads/', '')))).toBe(true);
      }
    }
    const drills = await ctx.app.inject({ url: '/api/items', query: { search: 'drill' } });
    expect(drills.json<ItemsPage>().items[0]?.title).toBe('Cordless Drill Kit');

    expect(await seedDemoData(ctx.database.db, storage)).toEqual({
      accountsAdded: 0,
      itemsAdded: 0,
    });
  }, 120_000);
});
