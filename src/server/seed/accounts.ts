import { inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../shared/demoAccounts';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

/** The ids of the demo accounts that exist, by role. */
export async function findDemoAccountIds(db: Db): Promise<Map<DemoRole, string>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return new Map(
    DEMO_ACCOUNTS.flatMap(({ role, email }) => {
      const id = idByEmail.get(email);
      return id ? [[role, id] as const] : [];
    }),
  );
}
