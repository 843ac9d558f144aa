import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { localCheckoutSessions, payments, reports, users } from '../../../src/server/db/schema';
import type { ReportReason, ReportTarget } from '../../../src/shared/moderation';
import { bearer, signUp } from './users';

/** An account made an administrator the only way there is: by an operator, in the database. */
export async function signUpAdmin(app: App, db: Db) {
  const account = await signUp(app, { firstName: 'Ada', lastName: 'Admin' });
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, account.user.id));
  return { id: account.user.id, token: account.token, email: account.user.email };
}

type Method = 'GET' | 'POST';

/** An admin API call: `/api/admin` + path. */
export function adminCall(
  app: App,
  token: string | undefined,
  method: Method,
  path: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/admin${path}`,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload }),
  });
}

/** The admin call's JSON; fails the test unless it answers 200. */
export async function adminOk<T>(
  app: App,
  token: string,
  method: Method,
  path: string,
  payload?: object,
): Promise<T> {
  const response = await adminCall(app, token, method, path, payload);
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${path} answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<T>();
}

/**
 * A report written straight into the table: the reports feature (POST /api/reports) is built
 * apart, and the console only reads and decides what is there.
 */
export async function insertReport(
  db: Db,
  report: {
    reporterId: string;
    targetType: ReportTarget;
    targetId: string;
    targetUserId: string;
    reason?: ReportReason;
    details?: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(reports)
    .values({ reason: 'scam', details: 'Asked me to pay outside Lendwell.', ...report })
    .returning({ id: reports.id });
  if (!row) throw new Error('inserting a report returned no row');
  return row.id;
}

/**
 * Makes the open checkout of a still pending booking a captured payment, as if its money had
 * been taken: the state in which a cancellation has something to refund.
 */
export async function markCheckoutCaptured(db: Db, sessionId: string, reference: string) {
  await db
    .update(payments)
    .set({ status: 'paid', paymentReference: reference })
    .where(eq(payments.sessionId, sessionId));
  await db
    .update(localCheckoutSessions)
    .set({ paymentReference: reference })
    .where(eq(localCheckoutSessions.id, sessionId));
}

export async function paymentOf(db: Db, sessionId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.sessionId, sessionId));
  return row;
}
