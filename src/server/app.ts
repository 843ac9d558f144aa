import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DEFAULT_FEE_SETTINGS, type FeeSettings } from '../shared/fees';
import { type BookingBounds, DEFAULT_BOOKING_BOUNDS } from '../shared/rentalRules';
import type { MapTiles } from '../shared/schemas/maps';
import { plainTextOnly } from '../shared/schemas/plainText';
import { type Db, MIGRATIONS_DIR } from './db/client';
import { accountDataRoutes } from './features/account/dataRoutes';
import { createAccountDataService } from './features/account/dataService';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin';
import { createPasswordHasher, type PasswordHashCost } from './features/auth/passwords';
import { authRoutes } from './features/auth/routes';
import {
  createSignInThrottle,
  DEFAULT_SIGN_IN_ACCOUNT_LIMIT,
  type SignInAccountLimit,
} from './features/auth/signInThrottle';
import {
  type AccountRateLimit,
  DEFAULT_ACCOUNT_MAIL_RATE_LIMIT,
  DEFAULT_EMAIL_CHANGE_RATE_LIMIT,
  DEFAULT_PASSWORD_RESET_RATE_LIMIT,
  DEFAULT_SIGN_UP_RATE_LIMIT,
  type EmailRateLimit,
} from './features/auth/signUpLimits';
import { availabilityRoutes } from './features/availability';
import { blocksRoutes } from './features/blocks';
import { bookingsRoutes } from './features/bookings/routes';
import { calendarRoutes } from './features/calendar';
import { categoriesRoutes } from './features/categories/routes';
import { deadLettersRoutes } from './features/deadLetters';
import { depositsRoutes } from './features/deposits';
import { docsRoutes } from './features/docs/routes';
import { healthRoutes } from './features/health/routes';
import { homeFiguresRoutes } from './features/homeFigures';
import { itemsRoutes } from './features/items/routes';
import { ledgerRoutes } from './features/ledger';
import { mailboxRoutes } from './features/mailbox/routes';
import { DEFAULT_MAP_TILES, mapsRoutes, tileSourceOf } from './features/maps';
import { messagesRoutes } from './features/messages/routes';
import { notificationsRoutes, registerOneClickUnsubscribe } from './features/notifications';
import { paymentsRoutes } from './features/payments/routes';
import { DEFAULT_PLACE_LOOKUP_RATE_LIMIT_PER_MINUTE, placesRoutes } from './features/places';
import { profilesRoutes } from './features/profiles';
import { receiptsRoutes } from './features/receipts';
import { reportsRoutes } from './features/reports';
import { reviewsRoutes } from './features/reviews/routes';
import { savedSearchesRoutes } from './features/savedSearches';
import { uploadsRoutes } from './features/uploads/routes';
import { registerUploads } from './features/uploads/serve';
import { usersRoutes } from './features/users/routes';
import { createCacheAnnouncer } from './live/cacheChannel';
import type { Listen } from './live/hub';
import { type LiveOptions, registerLive } from './live/plugin';
import type { MailSettings } from './mail/settings';
import { createPaymentProvider } from './payments';
import { createStripePayouts } from './payments/payouts';
import type { StripeOptions } from './payments/stripe';
import { authPlugin } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { contractsPlugin } from './plugins/contracts';
import { registerDrain } from './plugins/drain';
import { registerErrorHandlers } from './plugins/errorHandler';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { createSharedCounters } from './rateLimits/counters';
import { sharedRateLimitStore } from './rateLimits/store';
import { createRequestClock } from './requestClock';
import { SERVER_TIMEOUTS, type ServerTimeouts, serverTimeoutOptions } from './serverTimeouts';
import { createServices, type Services } from './services';
import type { ImageStorage } from './storage/imageStorage';
import { registerWeb } from './web';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface AppDeps {
  db: Db;
  /** Where uploaded images are written and how /uploads serves them (see storage/). */
  imageStorage: ImageStorage;
  /** Folder of the built web app; the API alone is served when it is missing. */
  webRoot?: string;
  /** SOURCE_MAPS=public: the web app's source maps are served (default: a 404). */
  publicSourceMaps?: boolean;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  authRateLimitPerMinute?: number;
  /** Sign-in attempts naming one account, from any address (default: 10 an hour). */
  signInAccountLimit?: SignInAccountLimit;
  /** Sign-ups per client address and per target email (default: 20 and 5 an hour). */
  signUpRateLimit?: EmailRateLimit;
  /** Password reset requests per client address and per target email (default: 20 and 5 an hour). */
  passwordResetRateLimit?: EmailRateLimit;
  /** Address changes per client address and per new address (default: 20 and 5 an hour). */
  emailChangeRateLimit?: EmailRateLimit;
  /** Verification links one account may ask for again (default: 5 an hour). */
  accountMailRateLimit?: AccountRateLimit;
  /** Test emails of the local mailbox one account may send per minute (default: 5). */
  testEmailRateLimitPerMinute?: number;
  uploadRateLimitPerMinute?: number;
  /** Blocked date ranges one account may add or remove per minute. */
  availabilityRateLimitPerMinute?: number;
  /** Messages one account may send per minute. */
  messageRateLimitPerMinute?: number;
  /** "Use my location" lookups of the nearest ZIP code per client address and minute. */
  placeLookupRateLimitPerMinute?: number;
  /** Saved searches each account may create per minute (default 20). */
  savedSearchRateLimitPerMinute?: number;
  /** Payout requests (and Stripe onboarding links) each account may ask for per minute (default 5). */
  payoutRateLimitPerMinute?: number;
  /** Damage claims each account may file per minute (default 5). */
  claimRateLimitPerMinute?: number;
  /** Reports each account may send per minute (default 5). */
  reportRateLimitPerMinute?: number;
  /** Calendar feed reads per client address and minute (default 60). */
  calendarFeedRateLimitPerMinute?: number;
  /** Account deletion attempts (password confirmations) one account may make per minute. */
  accountDeleteRateLimitPerMinute?: number;
  sessionTtlMs?: number;
  /** PASSWORD_HASH_COST: 'test' makes new password hashes cheap (test servers only). */
  passwordHashCost?: PasswordHashCost;
  /** The clock of bookings and payments (default: the real one); tests move it. */
  now?: () => Date;
  /** Test servers only: a request may move its own clock (see requestClock.ts). */
  clockShiftHeader?: boolean;
  /** PUBLIC_URL: where payment providers send the payer back (default: the request's origin). */
  publicUrl?: string;
  /** Stripe Checkout when given; the built-in local checkout otherwise. */
  stripe?: StripeOptions;
  /** Card attempts per minute and address on the local checkout page. */
  localPayRateLimitPerMinute?: number;
  /** The marketplace's fees on new bookings (default: DEFAULT_FEE_SETTINGS). */
  fees?: FeeSettings;
  /** How far ahead and how long a rental may be (default: DEFAULT_BOOKING_BOUNDS). */
  bookingBounds?: BookingBounds;
  /** The listings map's tile server (default: OpenStreetMap's); its origin joins img-src. */
  mapTiles?: MapTiles;
  /** Opens the Content-Security-Policy to Google Maps for the address autocomplete. */
  allowGoogleMaps?: boolean;
  /**
   * Deliver outbox events right after the change that wrote them commits (default). Off, only
   * the dispatcher's runs deliver them, as after a crash between commit and delivery.
   */
  promptDelivery?: boolean;
  /** How long a claimed outbox event stays with this process (OUTBOX_LEASE_SECONDS). */
  outboxLeaseMs?: number;
  /** Failed attempts after which an outbox event is a dead letter (OUTBOX_MAX_ATTEMPTS). */
  outboxMaxAttempts?: number;
  /** How long a slow or silent client is waited for (default: SERVER_TIMEOUTS). */
  serverTimeouts?: ServerTimeouts;
  /** SMTP_URL, MAIL_FROM and the site address emails link to; no SMTP_URL: the local mailbox. */
  mail?: MailSettings;
  /**
   * Database.listen: how this process hears what other processes (and it) committed. Without
   * it the event stream only catches up on reconnect and caches drop only this process's writes.
   */
  listen?: Listen;
  live?: LiveOptions;
}

/** Unsubscribe links per minute and address: enough for a person, too few to guess tokens. */
const UNSUBSCRIBE_RATE_LIMIT_PER_MINUTE = 30;

/** The one factory behind the production server and every API test. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(deps.serverTimeouts ?? SERVER_TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's body, query and path parameters: no text that cannot be stored.
  app.setValidatorCompiler<z.core.$ZodType>((route) =>
    validatorCompiler({ ...route, schema: plainTextOnly(route.schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  const drain = registerDrain(app);

  const { serving } = deps.imageStorage;
  const mapTiles = deps.mapTiles ?? DEFAULT_MAP_TILES;
  registerSecurityHeaders(app, deps.allowGoogleMaps ?? false, {
    imageSources: [
      ...(serving.kind === 'redirect' ? [serving.origin] : []),
      tileSourceOf(mapTiles.tileUrl),
    ],
  });
  // Counted in the database: every process sees the same counters, so a limit holds in total.
  const counters = createSharedCounters(deps.db);
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(counters) });
  // Before any route: it attaches itself to the routes registered after it.
  await registerCompression(app);

  const requestClock = deps.clockShiftHeader ? createRequestClock() : undefined;
  requestClock?.install(app);
  const now = requestClock?.now ?? deps.now ?? (() => new Date());
  const services = createServices(deps.db, {
    sessionTtlMs: deps.sessionTtlMs,
    passwordHashCost: deps.passwordHashCost,
    now,
    paymentProvider: createPaymentProvider(deps.db, { stripe: deps.stripe, now }),
    payoutProvider: deps.stripe ? createStripePayouts(deps.stripe) : undefined,
    log: app.log,
    promptDelivery: deps.promptDelivery,
    outboxLeaseMs: deps.outboxLeaseMs,
    outboxMaxAttempts: deps.outboxMaxAttempts,
    mail: deps.mail,
    fees: deps.fees ?? DEFAULT_FEE_SETTINGS,
    bookingBounds: deps.bookingBounds ?? DEFAULT_BOOKING_BOUNDS,
    announceItemChange: deps.listen ? createCacheAnnouncer(deps.db, app.log) : undefined,
  });
  app.decorate('services', services);
  app.addHook('onClose', async () => {
    // Mail still being sent in the background needs the mailer and the database a little longer.
    await services.savedSearchAlerts.stop();
    await services.outbox.stop();
    await services.mail.close();
  });
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(contractsPlugin);
  const signInThrottle = createSignInThrottle(
    counters,
    deps.signInAccountLimit ?? DEFAULT_SIGN_IN_ACCOUNT_LIMIT,
  );

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: deps.db, drain, migrationsFolder: MIGRATIONS_DIR });
      await api.register(authRoutes, {
        auth: services.auth,
        users: services.users,
        sessions: services.sessions,
        rateLimitPerMinute: deps.authRateLimitPerMinute ?? 10,
        signUpRateLimit: deps.signUpRateLimit ?? DEFAULT_SIGN_UP_RATE_LIMIT,
        signInThrottle,
      });
      await api.register(accountRoutes, {
        account: services.account,
        rateLimitPerMinute: deps.authRateLimitPerMinute ?? 10,
        passwordResetRateLimit: deps.passwordResetRateLimit ?? DEFAULT_PASSWORD_RESET_RATE_LIMIT,
        emailChangeRateLimit: deps.emailChangeRateLimit ?? DEFAULT_EMAIL_CHANGE_RATE_LIMIT,
        accountMailRateLimit: deps.accountMailRateLimit ?? DEFAULT_ACCOUNT_MAIL_RATE_LIMIT,
        signInThrottle,
      });
      await api.register(usersRoutes, { users: services.users });
      await api.register(categoriesRoutes, { db: deps.db });
      await api.register(homeFiguresRoutes, { db: deps.db, now });
      await api.register(mapsRoutes, { tiles: mapTiles });
      await api.register(itemsRoutes, { items: services.items });
      await api.register(placesRoutes, {
        rateLimitPerMinute:
          deps.placeLookupRateLimitPerMinute ?? DEFAULT_PLACE_LOOKUP_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(messagesRoutes, {
        messages: services.messages,
        sendRateLimitPerMinute: deps.messageRateLimitPerMinute ?? 30,
      });
      await api.register(reviewsRoutes, { reviews: services.reviews });
      await api.register(profilesRoutes, { profiles: services.profiles });
      await api.register(bookingsRoutes, { bookings: services.bookings });
      await api.register(receiptsRoutes, { receipts: services.receipts });
      await api.register(calendarRoutes, {
        calendar: services.calendar,
        feedRateLimitPerMinute: deps.calendarFeedRateLimitPerMinute ?? 60,
      });
      await api.register(availabilityRoutes, {
        availability: services.availability,
        writeRateLimitPerMinute: deps.availabilityRateLimitPerMinute ?? 60,
      });
      await api.register(paymentsRoutes, {
        payments: services.payments,
        publicUrl: deps.publicUrl,
        localPayRateLimitPerMinute: deps.localPayRateLimitPerMinute ?? 20,
      });
      await api.register(uploadsRoutes, {
        imageStorage: deps.imageStorage,
        rateLimitPerMinute: deps.uploadRateLimitPerMinute ?? 60,
      });
      await api.register(accountDataRoutes, {
        account: createAccountDataService({
          db: deps.db,
          verifyPassword: createPasswordHasher(deps.passwordHashCost).verify,
          imageStorage: deps.imageStorage,
          now,
          deliverPromptly: services.outbox.deliverPromptly,
          log: app.log,
        }),
        deleteRateLimitPerMinute: deps.accountDeleteRateLimitPerMinute ?? 10,
      });
      await api.register(notificationsRoutes, {
        notifications: services.notifications,
        unsubscribeRateLimitPerMinute: UNSUBSCRIBE_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(savedSearchesRoutes, {
        savedSearches: services.savedSearches,
        createRateLimitPerMinute: deps.savedSearchRateLimitPerMinute ?? 20,
      });
      await api.register(reportsRoutes, {
        reports: services.reports,
        createRateLimitPerMinute: deps.reportRateLimitPerMinute ?? 5,
      });
      await api.register(blocksRoutes, { blocks: services.blocks });
      await api.register(depositsRoutes, {
        deposits: services.deposits,
        claimRateLimitPerMinute: deps.claimRateLimitPerMinute ?? 5,
      });
      if (deps.mail?.devMailbox) {
        const { mail, outbox } = services;
        const siteUrl = mail.site.url;
        await api.register(mailboxRoutes, {
          db: deps.db,
          emails: mail.emails,
          outbox,
          siteUrl,
          ownMailForEveryone: deps.mail.ownMailForEveryone === true,
          testEmailRateLimitPerMinute: deps.testEmailRateLimitPerMinute ?? 5,
        });
      }
      await api.register(ledgerRoutes, {
        ledger: services.ledger,
        payoutRateLimitPerMinute: deps.payoutRateLimitPerMinute ?? 5,
        publicUrl: deps.publicUrl,
        stripeConfigured: deps.stripe !== undefined,
      });
      await api.register(adminRoutes, { admin: services.admin });
      await api.register(deadLettersRoutes, { deadLetters: services.deadLetters });
      await api.register(docsRoutes);
    },
    { prefix: '/api' },
  );

  await registerLive(app, {
    ...deps.live,
    db: deps.db,
    listen: deps.listen,
    dropItemCaches: (change) => services.items.dropChanged(change),
    dropAllItemCaches: () => services.items.dropAllCached(),
  });
  await registerOneClickUnsubscribe(app, services.notifications, UNSUBSCRIBE_RATE_LIMIT_PER_MINUTE);
  await registerUploads(app, serving);
  await registerWeb(app, deps.webRoot, { publicSourceMaps: deps.publicSourceMaps ?? false });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
