import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import type { ErrorLog } from '../../errorLog';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { createSavedSearchAlerts } from './alerts';
import { toSavedSearch } from './presenters';
import { createSavedSearchesRepo } from './repo';
import { createSavedSearchesService } from './service';

export type { SavedSearchAlerts } from './alerts';
export { savedSearchesRoutes } from './routes';
export type { SavedSearchesService } from './service';

/** Saved searches: the API's service and the alerts (the sweep, and the look after a listing). */
export function createSavedSearches(deps: {
  db: Db;
  now: () => Date;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
  log: ErrorLog;
  kickOnListing?: boolean;
}) {
  return {
    service: createSavedSearchesService(createSavedSearchesRepo(deps.db), { now: deps.now }),
    alerts: createSavedSearchAlerts(deps),
  };
}

/** The account's saved searches as the API shows them, oldest first, for its data export. */
export async function exportedSavedSearches(db: Db, userId: string) {
  const records = await createSavedSearchesRepo(db).listOwn(userId);
  // The export is written in English until it follows the account's language.
  return records.map((record) => toSavedSearch(record, SOURCE_LOCALE)).reverse();
}
