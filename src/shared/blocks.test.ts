import { describe, expect, it } from 'vitest';
import { blockStateOf } from './blocks';
import { blockInputSchema } from './schemas/blocks';

describe('blocks', () => {
  it('keeps two people apart whoever blocked whom; only the blocker can undo it', () => {
    expect(blockStateOf('a', 'b', [])).toEqual({ blocked: false, blockedByYou: false });
    expect(blockStateOf('a', 'b', [{ blockerId: 'a', blockedId: 'b' }])).toEqual({
      blocked: true,
      blockedByYou: true,
    });
    expect(blockStateOf('a', 'b', [{ blockerId: 'b', blockedId: 'a' }])).toEqual({
      blocked: true,
      blockedByYou: false,
    });
    expect(blockStateOf('a', 'b', [{ blockerId: 'a', blockedId: 'c' }])).toEqual({
      blocked: false,
      blockedByYou: false,
    });
  });

  it('needs the person to block', () => {
    expect(blockInputSchema.safeParse({ userId: ' ' }).success).toBe(false);
    expect(blockInputSchema.parse({ userId: ' u1 ' })).toEqual({ userId: 'u1' });
  });
});
