import type { FeeSettings } from '../shared/fees';
import type { BookingBounds } from '../shared/rentalRules';
import type { Db } from './db/client';
import type { ErrorLog } from './errorLog';
import { createAccountService } from './features/account/service';
import { createAdminService, writeAuditEntry } from './features/admin';
import { createPasswordHasher, type PasswordHashCost } from './features/auth/passwords';
import { createAuthService } from './features/auth/service';
import { createSessionService } from './features/auth/sessions';
import { createAvailabilityService } from './features/availability';
import { createBlocksService } from './features/blocks';
import { createBookingsService } from './features/bookings/service';
import { createCalendarService } from './features/calendar';
import { createDeadLetters } from './features/deadLetters';
import { createDeposits, DEPOSIT_CAPTURED_EVENT } from './features/deposits';
import { createItemsRepo } from './features/items/repo';
import { createItemsService } from './features/items/service';
import { createTextSearch } from './features/items/wordSearch';
import { createLedgerService, PAYOUT_REQUESTED_EVENT } from './features/ledger';
import { createLifecycle, ITEM_CACHE_STALE_EVENT } from './features/lifecycle';
import { createMessagesRepo } from './features/messages/repo';
import { createMessagesService } from './features/messages/service';
import { createNotifications, notifyInTransaction } from './features/notifications';
import {
  createRefunds,
  REFUNDING_EVENTS,
  UNKNOWN_PAYMENT_EVENT,
} from './features/payments/refunds';
import { createPaymentsService } from './features/payments/service';
import { marketplaceTimeZone } from './features/places';
import { createProfilesRepo, createProfilesService } from './features/profiles';
import { createReceipts } from './features/receipts';
import { createReports } from './features/reports';
import { createReviewsRepo } from './features/reviews/repo';
import { createReviewsService } from './features/reviews/service';
import { createSavedSearches } from './features/savedSearches';
import { createUsersRepo } from './features/users/repo';
import { createUsersService } from './features/users/service';
import { MAIL_EVENT } from './mail/queue';
import { createMailService } from './mail/service';
import type { MailSettings } from './mail/settings';
import { createOutboxDispatcher } from './outbox/dispatcher';
import type { PayoutProvider } from './payments/payouts';
import type { PaymentProvider } from './payments/provider';

export interface ServicesOptions {
  sessionTtlMs?: number;
  /** Cheap hashing for test servers; production keeps the standard cost. */
  passwordHashCost?: PasswordHashCost;
  /**
   * The clock of bookings, payments, the outbox, and of the times items, messages and reviews
   * are written at; tests move it to make dates pass, the demo seed to replay the past.
   */
  now: () => Date;
  paymentProvider: PaymentProvider;
  /** Stripe Connect for owners' payouts when Stripe is configured. */
  payoutProvider?: PayoutProvider;
  /** Where background failures (outbox deliveries) are reported. */
  log: ErrorLog;
  /** Deliver a change's outbox events as soon as it commits (default), or only on runs. */
  promptDelivery?: boolean;
  /** How long a claimed outbox event stays with its process (default five minutes). */
  outboxLeaseMs?: number;
  /** Failed attempts after which an outbox event is a dead letter (default 20). */
  outboxMaxAttempts?: number;
  /** SMTP server, sender and site address of emails; without a server, the local mailbox. */
  mail?: MailSettings;
  /** The marketplace's fees, fixed on each booking when it is requested. */
  fees: FeeSettings;
  /** How far ahead and how long any rental may be, whatever its owner allows. */
  bookingBounds: BookingBounds;
  /** Tells every process that an item changed, so that each drops its cached pages. */
  announceItemChange?: (itemId?: string) => Promise<void>;
}

/** Wires repositories into services once per app; routes receive the result. */
export function createServices(db: Db, options: ServicesOptions) {
  const usersRepo = createUsersRepo(db);
  const sessions = createSessionService(db, { ttlMs: options.sessionTtlMs });
  const { now, log, paymentProvider: provider } = options;
  const itemReads = { ...createItemsRepo(db), ...createTextSearch(db) };
  const items = createItemsService(itemReads, {
    now,
    announceChange: options.announceItemChange,
    // Saved searches look at once, so the first alert of a new listing comes within seconds.
    onListed: () => savedSearches.alerts.kick(),
    withdraw: (id, at) =>
      lifecycle.withdrawItem(id, (tx) => createItemsRepo(tx).deactivate(id, at)),
  });
  const outbox = createOutboxDispatcher(db, {
    now,
    log,
    promptDelivery: options.promptDelivery,
    leaseMs: options.outboxLeaseMs,
    maxAttempts: options.outboxMaxAttempts,
  });
  const lifecycle = createLifecycle({ db, now, outbox });

  const mail = createMailService(db, { settings: options.mail ?? {}, now, log });
  outbox.on([MAIL_EVENT], mail.deliver);

  // Before the refunds: the dispatcher stops at an event's first failing handler, and the people
  // must hear of a rejection or cancellation while the payment provider is down.
  const notifications = createNotifications({ db, now, outbox });
  const savedSearches = createSavedSearches({
    db,
    now,
    outbox,
    log,
    kickOnListing: options.promptDelivery,
  });
  // Before the refunds, for the same reason: a receipt is owed even while the provider is down.
  const receipts = createReceipts({ db, now, outbox });
  const refunds = createRefunds(db, provider, log);
  outbox.on(REFUNDING_EVENTS, refunds.onRefundingTransition);
  outbox.on([UNKNOWN_PAYMENT_EVENT], refunds.onUnknownPayment);
  outbox.on([ITEM_CACHE_STALE_EVENT], async (event) => {
    const itemId = event.payload.itemId;
    if (typeof itemId === 'string') await items.forgetItem(itemId);
  });

  const ledger = createLedgerService({
    db,
    now,
    outbox,
    log,
    payoutProvider: options.payoutProvider,
    catchUp: (userId) => lifecycle.sweep({ userId }),
    timeZone: marketplaceTimeZone,
  });
  outbox.on([DEPOSIT_CAPTURED_EVENT], ledger.onDepositCaptured);
  outbox.on([PAYOUT_REQUESTED_EVENT], ledger.onPayoutRequested);
  // Handed the notifier and the audit log's writer, so that the lifecycle (which places
  // deposits) never depends on the features that depend on it.
  const deposits = createDeposits({
    db,
    provider,
    now,
    log,
    outbox,
    notify: notifyInTransaction,
    audit: writeAuditEntry,
  });

  const passwords = createPasswordHasher(options.passwordHashCost);
  const account = createAccountService({ db, users: usersRepo, sessions, passwords, outbox, now });

  const reviews = createReviewsService(createReviewsRepo(db), items, lifecycle.today, now, outbox);

  return {
    sessions,
    account,
    auth: createAuthService(usersRepo, sessions, passwords, account.sendVerificationAtSignUp),
    users: createUsersService(usersRepo),
    items,
    messages: createMessagesService(createMessagesRepo(db), now),
    reviews,
    profiles: createProfilesService({
      users: usersRepo,
      items,
      reviews,
      profiles: createProfilesRepo(db),
    }),
    lifecycle,
    outbox,
    notifications,
    savedSearches: savedSearches.service,
    savedSearchAlerts: savedSearches.alerts,
    mail,
    bookings: createBookingsService({
      db,
      lifecycle,
      fees: options.fees,
      bookingBounds: options.bookingBounds,
    }),
    receipts,
    calendar: createCalendarService({ db, now, siteUrl: mail.site.url }),
    availability: createAvailabilityService({
      db,
      lifecycle,
      forgetItem: (itemId) => items.forgetItem(itemId),
    }),
    payments: createPaymentsService({ db, provider, lifecycle, outbox, log, now }),
    reports: createReports(db, now),
    blocks: createBlocksService({ db, now, lifecycle }),
    admin: createAdminService({ db, now, lifecycle, outbox }),
    deadLetters: createDeadLetters({ db, now, outbox }),
    ledger,
    deposits,
  };
}

export type Services = ReturnType<typeof createServices>;
