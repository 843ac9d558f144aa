import type { Db } from '../../db/client';
import { createBlocksRepo } from './repo';
import { toBlockedPerson } from './service';

export { blocksBetween, blocksInvolving, isBlockedEitherWay } from './repo';
export { blocksRoutes } from './routes';
export { type BlocksService, createBlocksService } from './service';

/** The people the account blocked, oldest first, for its data export. */
export async function exportedBlocks(db: Db, userId: string) {
  return (await createBlocksRepo(db).listBlockedBy(userId)).map(toBlockedPerson).reverse();
}
