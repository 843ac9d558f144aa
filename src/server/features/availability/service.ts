import { blockHasPassed } from '../../../shared/rentalRules';
import type { Block, CreateBlock } from '../../../shared/schemas/availability';
import type { Db } from '../../db/client';
import { EXCLUSION_VIOLATION, sqlStateOf } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { Lifecycle } from '../lifecycle';
import { toBlock } from './presenters';
import { createAvailabilityRepo } from './repo';

export interface AvailabilityServiceDeps {
  db: Db;
  lifecycle: Pick<Lifecycle, 'today' | 'withItemLocked'>;
  /** Drops cached pages of the item and result pages, which the calendar may change. */
  forgetItem(itemId: string): Promise<void>;
}

/** The owner's blocked days: read, added and removed by the owner alone. */
export function createAvailabilityService(deps: AvailabilityServiceDeps) {
  const { db, lifecycle } = deps;
  const repo = createAvailabilityRepo(db);

  /** Unknown or withdrawn items are not found; somebody else's are refused. */
  async function requireOwned(itemId: string, callerId: string) {
    const item = await repo.findActiveItem(itemId);
    if (!item) throw notFound('items.notFound');
    if (item.ownerId !== callerId) throw forbidden('availability.notOwner');
    return item;
  }

  return {
    async list(itemId: string, callerId: string): Promise<{ blocks: Block[] }> {
      const item = await requireOwned(itemId, callerId);
      const rows = await repo.blocksEndingAfter(itemId, lifecycle.today(item.timeZone));
      return { blocks: rows.map(toBlock) };
    },

    /**
     * Under the item's lock, like every change to its bookings, so a request sees a block made
     * before it and none made during it. Whether the days are free is the exclusion
     * constraint's answer, not a look beforehand: it holds under any concurrency.
     */
    async create(itemId: string, callerId: string, input: CreateBlock): Promise<Block> {
      const item = await requireOwned(itemId, callerId);
      if (blockHasPassed(input.toDate, lifecycle.today(item.timeZone)))
        throw badRequest('availability.blockInPast', 'toDate');
      const row = await lifecycle.withItemLocked(itemId, async (tx, run) => {
        const txRepo = createAvailabilityRepo(tx);
        // Withdrawn since the look above, as when its owner deleted the account meanwhile.
        if (!(await txRepo.findActiveItem(itemId))) throw notFound('items.notFound');
        const block = await txRepo.insertBlock(itemId, input).catch((error: unknown) => {
          if (sqlStateOf(error) === EXCLUSION_VIOLATION) {
            throw conflict('availability.overlapsRental', 'DATES_TAKEN');
          }
          throw error;
        });
        // Requests for the blocked days can no longer be met: declined as a confirmation of
        // those days would decline them, with their refunds.
        await run.displace('decline_overlapping', { itemId, ...input });
        return block;
      });
      await deps.forgetItem(itemId);
      return toBlock(row);
    },

    async remove(itemId: string, blockId: string, callerId: string): Promise<void> {
      await requireOwned(itemId, callerId);
      if (!(await repo.deleteBlock(itemId, blockId))) throw notFound('availability.blockNotFound');
      await deps.forgetItem(itemId);
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
