import { count } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../../shared/demoAccounts';
import { serializeLocation } from '../../../shared/location';
import { hashPassword } from '../../features/auth/passwords';
import type { Db } from '../client';
import { users } from '../schema';

/** Adds the demo accounts that are missing; running it twice changes nothing. */
export async function seedDemoData(db: Db): Promise<{ accountsAdded: number }> {
  let accountsAdded = 0;
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        location: serializeLocation(account.location),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    accountsAdded += inserted.length;
  }
  return { accountsAdded };
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}
