import { describe, expect, it } from 'vitest';
import { chatItemId, chatPath } from './chat';

describe('chatPath', () => {
  it('names the item, or general when there is none', () => {
    expect(chatPath('item-1', 'user-2')).toBe('/chat/item-1?with=user-2');
    expect(chatPath(null, 'user-2')).toBe('/chat/general?with=user-2');
  });
});

describe('chatItemId', () => {
  it('reads general and a missing segment as no item', () => {
    expect(chatItemId('general')).toBeNull();
    expect(chatItemId(undefined)).toBeNull();
    expect(chatItemId('')).toBeNull();
    expect(chatItemId('item-1')).toBe('item-1');
  });
});
