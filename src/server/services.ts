import type { Db } from './db/client';
import { createPasswordHasher, type PasswordHashCost } from './features/auth/passwords';
import { createAuthService } from './features/auth/service';
import { createSessionService } from './features/auth/sessions';
import { createBookingsService } from './features/bookings/service';
import { createItemsRepo } from './features/items/repo';
import { createItemsService } from './features/items/service';
import { createMessagesRepo } from './features/messages/repo';
import { createMessagesService } from './features/messages/service';
import { createRefunds, type ErrorLog } from './features/payments/refunds';
import { createPaymentsService } from './features/payments/service';
import { createReviewsRepo } from './features/reviews/repo';
import { createReviewsService } from './features/reviews/service';
import { createUsersRepo } from './features/users/repo';
import { createUsersService } from './features/users/service';
import type { PaymentProvider } from './payments/provider';

export interface ServicesOptions {
  sessionTtlMs?: number;
  /** Cheap hashing for test servers; production keeps the standard cost. */
  passwordHashCost?: PasswordHashCost;
  /** The clock of bookings and payments; tests move it to make dates pass. */
  now: () => Date;
  paymentProvider: PaymentProvider;
  /** Where background failures (refunds) are reported. */
  log: ErrorLog;
}

/** Wires repositories into services once per app; routes receive the result. */
export function createServices(db: Db, options: ServicesOptions) {
  const usersRepo = createUsersRepo(db);
  const sessions = createSessionService(db, { ttlMs: options.sessionTtlMs });
  const items = createItemsService(createItemsRepo(db));
  const { now, paymentProvider: provider } = options;
  const refunds = createRefunds(db, provider, options.log);
  const bookings = createBookingsService({ db, items, refunds, now });
  return {
    sessions,
    auth: createAuthService(usersRepo, sessions, createPasswordHasher(options.passwordHashCost)),
    users: createUsersService(usersRepo),
    items,
    messages: createMessagesService(createMessagesRepo(db)),
    reviews: createReviewsService(createReviewsRepo(db), items),
    bookings,
    payments: createPaymentsService({ db, provider, bookings, refunds }),
  };
}

export type Services = ReturnType<typeof createServices>;
