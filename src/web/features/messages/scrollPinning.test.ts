import { describe, expect, it } from 'vitest';
import { isPinnedToBottom, PINNED_THRESHOLD_PX } from './scrollPinning';

describe('isPinnedToBottom', () => {
  it('is pinned at the very bottom and when the list does not scroll at all', () => {
    expect(isPinnedToBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isPinnedToBottom({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });

  it('allows a small gap (fractional pixels, a line of slack)', () => {
    const gap = PINNED_THRESHOLD_PX;
    expect(isPinnedToBottom({ scrollTop: 600 - gap, clientHeight: 400, scrollHeight: 1000 })).toBe(
      true,
    );
    expect(
      isPinnedToBottom({ scrollTop: 600 - gap - 1, clientHeight: 400, scrollHeight: 1000 }),
    ).toBe(false);
  });

  it('is not pinned while reading older messages', () => {
    expect(isPinnedToBottom({ scrollTop: 0, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
  });
});
