import { blockStateOf } from '../../../shared/blocks';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import type { BlockedPeople, BlockedPerson, BlockState } from '../../../shared/schemas/blocks';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound, wellFormedIdOr404 } from '../../errors';
import type { Lifecycle } from '../lifecycle';
import { type BlockedPersonRecord, blocksBetween, createBlocksRepo, pendingBetween } from './repo';

export interface BlocksServiceDeps {
  db: Db;
  now: () => Date;
  lifecycle: Pick<Lifecycle, 'request'>;
}

export function toBlockedPerson(record: BlockedPersonRecord): BlockedPerson {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    profileImageUrl: record.profileImageUrl,
    blockedAt: record.blockedAt.toISOString(),
  };
}

export function createBlocksService(deps: BlocksServiceDeps) {
  const { db } = deps;
  const repo = createBlocksRepo(db);

  /**
   * The requests still waiting between the two end with the block, each as the blocker's own
   * step of the lifecycle: an owner rejects, a renter withdraws. Nobody is left waiting for an
   * answer that can no longer come, and what was paid is refunded as after any rejection.
   */
  async function withdrawPendingRequests(blockerId: string, blockedId: string): Promise<void> {
    for (const booking of await pendingBetween(db, blockerId, blockedId)) {
      await settle(booking.id, blockerId, booking.side === 'owner' ? 'rejected' : 'cancelled');
    }
  }

  async function settle(bookingId: string, blockerId: string, status: 'rejected' | 'cancelled') {
    try {
      await deps.lifecycle.request(
        bookingId,
        blockerId,
        status,
        status === 'cancelled' ? inEnglish('blocks.withdrawnReason') : null,
      );
    } catch (error) {
      // Answered, cancelled or expired meanwhile: nothing is waiting any more.
      if (error instanceof AppError && error.statusCode === 409) return;
      throw error;
    }
  }

  return {
    /** Blocking someone blocked already changes nothing (created: false). */
    async block(
      blockerId: string,
      userId: string,
    ): Promise<{ created: boolean; blocked: BlockedPerson }> {
      const blockedId = wellFormedIdOr404(userId, 'errors.userNotFound');
      if (blockedId === blockerId) throw badRequest('blocks.cannotBlockYourself', 'userId');
      if (!(await repo.personExists(blockedId))) throw notFound('errors.userNotFound');
      const created = await repo.insert(blockerId, blockedId, deps.now());
      await withdrawPendingRequests(blockerId, blockedId);
      const record = await repo.findBlocked(blockerId, blockedId);
      // Unblocked by a request of the same person in between.
      if (!record) throw notFound('errors.userNotFound');
      return { created, blocked: toBlockedPerson(record) };
    },

    /** Unblocking someone not blocked changes nothing; another's block of the caller stays. */
    async unblock(blockerId: string, userId: string): Promise<void> {
      await repo.remove(blockerId, wellFormedIdOr404(userId, 'errors.userNotFound'));
    },

    async list(blockerId: string): Promise<BlockedPeople> {
      return { blocked: (await repo.listBlockedBy(blockerId)).map(toBlockedPerson) };
    },

    async stateWith(userId: string, otherId: string): Promise<BlockState> {
      const other = wellFormedIdOr404(otherId, 'errors.userNotFound');
      return blockStateOf(userId, other, await blocksBetween(db, userId, other));
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
