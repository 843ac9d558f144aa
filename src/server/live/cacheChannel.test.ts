import { describe, expect, it } from 'vitest';
import { EVERY_ITEM, parseCacheChange } from './cacheChannel';

describe('parseCacheChange', () => {
  it('reads the listings, one item, or one owner’s or one category’s items from a payload', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(parseCacheChange(EVERY_ITEM)).toEqual({ kind: 'listings' });
    expect(parseCacheChange(id)).toEqual({ kind: 'item', itemId: id });
    expect(parseCacheChange(`owner:${id}`)).toEqual({ kind: 'owner', ownerId: id });
    expect(parseCacheChange('category:7')).toEqual({ kind: 'category', categoryId: 7 });
  });
});
