import type { Db } from './db/client';
import { createAuthService } from './features/auth/service';
import { createSessionService } from './features/auth/sessions';
import { createItemsRepo } from './features/items/repo';
import { createItemsService } from './features/items/service';
import { createUsersRepo } from './features/users/repo';
import { createUsersService } from './features/users/service';

/** Wires repositories into services once per app; routes receive the result. */
export function createServices(db: Db, options: { sessionTtlMs?: number } = {}) {
  const usersRepo = createUsersRepo(db);
  const sessions = createSessionService(db, { ttlMs: options.sessionTtlMs });
  return {
    sessions,
    auth: createAuthService(usersRepo, sessions),
    users: createUsersService(usersRepo),
    items: createItemsService(createItemsRepo(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
