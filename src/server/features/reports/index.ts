import { i18nFor } from '../../../shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import { toReport } from './presenters';
import { createReportsRepo } from './repo';
import { createReportsService } from './service';

export { describeTarget, toReport } from './presenters';
export { type ReportRecord, selectReports } from './repo';
export { reportsRoutes } from './routes';
export type { ReportsService } from './service';

export function createReports(db: Db, now: () => Date) {
  return createReportsService(createReportsRepo(db), { now });
}

/** The reports the account filed, oldest first, for its data export (in English for now). */
export async function exportedReports(db: Db, userId: string) {
  const english = i18nFor(SOURCE_LOCALE);
  return (await createReportsRepo(db).listByReporter(userId))
    .map((record) => toReport(record, english))
    .reverse();
}
