import { DEMO_ACCOUNTS } from '../../shared/demoAccounts';
import { DEFAULT_ROLE } from '../../shared/roles';
import { registerSchema } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { createUsersRepo } from '../features/users/repo';
import type { Services } from '../services';

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];
export type DemoAccountIds = Map<DemoRole, string>;

/** The ids of the demo accounts that exist, by role. */
export async function findDemoAccountIds(db: Db): Promise<DemoAccountIds> {
  const users = createUsersRepo(db);
  const ids: DemoAccountIds = new Map();
  for (const { role, email } of DEMO_ACCOUNTS) {
    const user = await users.findByEmail(email);
    if (user) ids.set(role, user.id);
  }
  return ids;
}

/**
 * Signs up the demo accounts that are missing, as the sign-up page would, then fills in their
 * address as the profile page would. The session sign-up opens is closed again. Their addresses
 * are vouched for (no verification email goes out), and the demo administrator is then made one,
 * as an operator would. Each has accepted the platform disclaimer, so the demo can list and rent.
 */
export async function seedDemoAccounts(services: Services, db: Db): Promise<number> {
  const existing = await findDemoAccountIds(db);
  const users = createUsersRepo(db);
  let added = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (existing.has(account.role)) continue;
    const { token, user } = await services.auth.register(registerSchema.parse(account), {
      vouchedFor: true,
    });
    const session = await services.sessions.lookup(token);
    if (session) await services.sessions.revoke(session.tokenHash);
    await services.users.updateProfile(user.id, user.id, {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      location: account.location,
    });
    await services.users.acceptDisclaimer(user.id);
    if (account.accountRole !== DEFAULT_ROLE) await users.setRole(user.id, account.accountRole);
    added += 1;
  }
  return added;
}
