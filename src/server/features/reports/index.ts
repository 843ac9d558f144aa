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

/** The reports the account filed, oldest first, for its data export. */
export async function exportedReports(db: Db, userId: string) {
  return (await createReportsRepo(db).listByReporter(userId)).map(toReport).reverse();
}
