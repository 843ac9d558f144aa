import { z } from 'zod';
import { email, password } from '../shared/schemas/auth';
import type { Db } from './db/client';
import { hashPassword, type PasswordHashCost } from './features/auth/passwords';
import { createUsersRepo } from './features/users/repo';

/** The administrator's name until they change it on their profile page. */
const ADMIN_FIRST_NAME = 'Administrator';

/** The address and password an operator gives, checked by the same rules as sign-up. */
export const adminAccountInput = z.object({ email, password });

export type AdminAccountOutcome = 'created' | 'promoted' | 'already an administrator';

/**
 * Makes the account of `address` an administrator, the way a deployment gets its first one:
 * an existing account is promoted and keeps its own password; otherwise an account is opened
 * with `password` (argon2id, as sign-up hashes it), its address vouched for by the operator.
 * Only a new account needs a password, so `readPassword` is asked only then.
 */
export async function createOrPromoteAdmin(
  db: Db,
  address: string,
  readPassword: () => Promise<string>,
  hashCost: PasswordHashCost = 'standard',
): Promise<AdminAccountOutcome> {
  const users = createUsersRepo(db);
  const normalisedAddress = adminAccountInput.shape.email.parse(address);
  const existing = await users.findByEmail(normalisedAddress);
  if (existing) {
    if (existing.role === 'admin') return 'already an administrator';
    await users.setRole(existing.id, 'admin');
    return 'promoted';
  }
  const input = adminAccountInput.parse({
    email: normalisedAddress,
    password: await readPassword(),
  });
  const created = await users.insertIfEmailFree({
    email: input.email,
    passwordHash: await hashPassword(input.password, hashCost),
    firstName: ADMIN_FIRST_NAME,
    emailVerifiedAt: new Date(),
    role: 'admin',
  });
  // Another process opened the account a moment ago: promote that one instead.
  if (!created) return createOrPromoteAdmin(db, address, readPassword, hashCost);
  return 'created';
}
