import { z } from 'zod';
import { email, password } from '../shared/schemas/auth';
import type { Db } from './db/client';
import { hashPassword, type PasswordHashCost } from './features/auth/passwords';
import { createUsersRepo } from './features/users/repo';

/** The administrator's name until they change it on their profile page. */
const ADMIN_FIRST_NAME = 'Administrator';

/** The address and password an operator gives, checked by the same rules as sign-up. */
export const adminAccountInput = z.object({ email, password });

/** Why an existing account is not promoted: said to the operator at the command line. */
export const ADMIN_PROMOTION_REFUSED = {
  unverified: (address: string) =>
    `The account ${address} has not verified its address, so whoever opened it may not be you. Verify it from that mailbox first (account settings send the link), or choose another address.`,
  suspended: (address: string) =>
    `The account ${address} is suspended. Reinstate it in the admin console first, or choose another address.`,
};

export type AdminAccountOutcome = 'created' | 'promoted' | 'already an administrator';

/**
 * Makes the account of `address` an administrator, the way a deployment gets its first one:
 * an existing account is promoted and keeps its own password, but only once its address is
 * verified and it is not suspended (anyone may have signed up first with the operator's address,
 * and a suspension is not lifted this way); otherwise an account is opened
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
    if (!existing.emailVerifiedAt)
      throw new Error(ADMIN_PROMOTION_REFUSED.unverified(normalisedAddress));
    if (existing.suspendedAt) throw new Error(ADMIN_PROMOTION_REFUSED.suspended(normalisedAddress));
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
