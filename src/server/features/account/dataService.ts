import { accountDeletionBlocker } from '../../../shared/accountDeletion';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import {
  type AccountExport,
  DELETION_REFUSAL_CODES,
  DELETION_REFUSAL_MESSAGES,
} from '../../../shared/schemas/accountData';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { writeOutboxEvents } from '../../outbox/repo';
import type { ImageStorage } from '../../storage/imageStorage';
import { exportedBlocks } from '../blocks';
import { ITEM_CACHE_STALE_EVENT } from '../lifecycle';
import { exportedReports } from '../reports';
import { exportedSavedSearches } from '../savedSearches';
import { imageInUse } from '../uploads';
import { createDeletionRepo } from './deletionRepo';
import { createExportRepo } from './exportRepo';
import { exportedNotifications } from './notificationsExport';
import { storedImageNames } from './storedImages';

export interface AccountDataServiceDeps {
  db: Db;
  /** Whether the password matches the stored hash (argon2, as at sign-in). */
  verifyPassword: (passwordHash: string, password: string) => Promise<boolean>;
  imageStorage: ImageStorage;
  now: () => Date;
  /** Delivers the cache events of the withdrawn listings once the deletion commits. */
  deliverPromptly: (eventIds: string[]) => Promise<void>;
  log: { error(details: object, message: string): void };
}

export function createAccountDataService(deps: AccountDataServiceDeps) {
  const { db } = deps;
  const exports = createExportRepo(db);

  /** Deletes the files of these images unless another listing or profile shows them. */
  async function removeUnusedImages(imageUrls: readonly string[]): Promise<void> {
    for (const { hash, names } of storedImageNames(imageUrls)) {
      if (await imageInUse(db, hash)) continue;
      await Promise.all(names.map((name) => deps.imageStorage.remove(name)));
    }
  }

  return {
    async exportData(userId: string): Promise<AccountExport> {
      const profile = await exports.profile(userId);
      if (!profile) throw notFound('errors.userNotFound');
      return {
        exportedAt: deps.now().toISOString(),
        profile,
        items: await exports.items(userId),
        bookings: await exports.bookings(userId),
        messages: await exports.messages(userId),
        reviews: await exports.reviews(userId),
        notifications: await exportedNotifications(db, userId),
        savedSearches: await exportedSavedSearches(db, userId),
        reports: await exportedReports(db, userId),
        blockedPeople: await exportedBlocks(db, userId),
        earnings: await exports.earnings(userId),
        payouts: await exports.payouts(userId),
        claims: await exports.claims(userId),
        deposits: await exports.deposits(userId),
      };
    },

    /**
     * Refused while a rental still ties the person to someone else; otherwise the account is
     * emptied in one transaction, and its photos are removed from disk after it commits.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const repo = createDeletionRepo(db);
      const passwordHash = await repo.passwordHashOf(userId);
      if (passwordHash === undefined) throw notFound('errors.userNotFound');
      if (!(await deps.verifyPassword(passwordHash, password))) {
        throw new AppError(403, 'WRONG_PASSWORD', 'accountData.wrongPassword', 'password');
      }

      const { erased, eventIds } = await db.transaction(async (tx) => {
        const locked = createDeletionRepo(tx);
        if (!(await locked.lockAccount(userId))) throw notFound('errors.userNotFound');
        const blocker = accountDeletionBlocker(
          await locked.bookingsOf(userId),
          deps.now(),
          await locked.earningsOf(userId),
        );
        if (blocker) {
          throw conflict(DELETION_REFUSAL_MESSAGES[blocker], DELETION_REFUSAL_CODES[blocker]);
        }
        // The name others see in the records that stay; stored, so written once, in English.
        const result = await locked.erase(userId, inEnglish('accountData.deletedUser'), deps.now());
        const staleEvents = result.itemIds.map((itemId) => ({
          type: ITEM_CACHE_STALE_EVENT,
          actorRole: 'system',
          payload: { itemId },
        }));
        return { erased: result, eventIds: await writeOutboxEvents(tx, staleEvents) };
      });

      await deps.deliverPromptly(eventIds);
      // The account is gone either way; a file that cannot be removed now is only logged.
      await removeUnusedImages(erased.imageUrls).catch((error: unknown) =>
        deps.log.error({ err: error }, 'removing the photos of a deleted account failed'),
      );
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
