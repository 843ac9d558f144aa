import type { AccountExport } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';

/**
 * The account's in-app notifications, for the archive. The notifications table is not on this
 * branch yet: this is the one place that reads it once it exists.
 */
export async function exportedNotifications(
  _db: Db,
  _userId: string,
): Promise<AccountExport['notifications']> {
  return [];
}
