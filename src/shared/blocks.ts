import type { BlockState } from './schemas/blocks';

/** One person blocking another. */
export interface BlockPair {
  blockerId: string;
  blockedId: string;
}

/**
 * How `me` and `other` stand, from the blocks that involve `me`: a block works both ways, but
 * only the person who made it can undo it.
 */
export function blockStateOf(me: string, other: string, blocks: readonly BlockPair[]): BlockState {
  const blockedByYou = blocks.some((b) => b.blockerId === me && b.blockedId === other);
  const blockedYou = blocks.some((b) => b.blockerId === other && b.blockedId === me);
  return { blocked: blockedByYou || blockedYou, blockedByYou };
}
