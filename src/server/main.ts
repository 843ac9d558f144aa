import { setTimeout as sleep } from 'node:timers/promises';
import { setMarketplace } from '../shared/marketplace';
import { type App, buildApp } from './app';
import {
  bookingBoundsOf,
  feeSettingsOf,
  imageStorageSettingsOf,
  listenTextOf,
  loadConfig,
  loadDotEnv,
  mailSettingsOf,
  mapTilesOf,
  retentionSettingsOf,
} from './config';
import type { Database } from './db/client';
import { openConfiguredDatabase } from './db/open';
import { DEFAULT_SIGN_IN_ACCOUNT_LIMIT } from './features/auth/signInThrottle';
import {
  DEFAULT_PASSWORD_RESET_RATE_LIMIT,
  DEFAULT_SIGN_UP_RATE_LIMIT,
} from './features/auth/signUpLimits';
import { backfillCoordinates } from './features/places';
import { errorMessageOf, loggerOptions } from './logging';
import { marketplaceOf } from './marketplace';
import { type PeriodicJobs, startPeriodicJobs } from './periodicJobs';
import { seedDemoDataOnStart } from './seed';
import { createShutdown, type ShutdownLog } from './shutdown';
import { createImageStorage } from './storage';

const SECOND_MS = 1000;
/** Inside the time orchestrators give before they kill: Docker's default is 10 s. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** What is open so far: a signal during start-up closes that much and exits. */
interface Opened {
  drainMs?: number;
  database?: Database;
  app?: App;
  listening?: boolean;
  jobs?: PeriodicJobs;
}

/** Until the app's own logger exists. */
const consoleLog: ShutdownLog = {
  info: (details, message) => console.log(message, details),
  error: (details, message) => console.error(message, details),
};

/**
 * The order matters: the jobs stop before the server closes, so none of their runs hands events
 * to an outbox already stopped or mail to a closed mailer; the requests still in flight may
 * deliver theirs, since the outbox stops only once they are done.
 */
function shutdownFor(opened: Opened) {
  return createShutdown({
    deadlineMs: SHUTDOWN_DEADLINE_MS,
    log: {
      info: (details, message) => (opened.app?.log ?? consoleLog).info(details, message),
      error: (details, message) => (opened.app?.log ?? consoleLog).error(details, message),
    },
    exit: (code) => process.exit(code),
    steps: [
      {
        name: 'the readiness drain',
        run: async () => {
          if (!opened.app || !opened.listening) return;
          opened.app.drain.begin();
          await sleep(opened.drainMs ?? 0);
        },
      },
      // Each finishes the unit of work in hand and leaves the rest due, to this or another process.
      { name: 'the periodic jobs', run: async () => opened.jobs?.stop() },
      // Closes the port, ends the live streams (their tabs reconnect to another process) and
      // waits for the requests in flight; the outbox (releasing the events it has not started)
      // and the mailer stop with it.
      { name: 'the HTTP server and its requests in flight', run: async () => opened.app?.close() },
      { name: 'the database', run: async () => opened.database?.close() },
    ],
  });
}

/** A signal came: start-up goes no further, and what it opened is being closed. */
let signalled = false;

async function main() {
  // First of all: in a container this process is PID 1, which ignores a signal it has no
  // handler for, so a stop during start-up (waiting for the migration lock, say) would wait for
  // the orchestrator's kill.
  const opened: Opened = {};
  const shutdown = shutdownFor(opened);
  const onSignal = (signal: string) => {
    signalled = true;
    void shutdown(signal);
  };
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('SIGINT', () => onSignal('SIGINT'));

  loadDotEnv();
  const config = loadConfig();
  setMarketplace(marketplaceOf(config));
  opened.drainMs = config.SHUTDOWN_DRAIN_MS;
  const database = await openConfiguredDatabase(config);
  opened.database = database;
  if (signalled) return;
  await database.migrate({
    onWaitingForLock: () => console.warn('waiting for the migration lock held by another process'),
  });
  if (signalled) return;

  const imageStorage = await createImageStorage(imageStorageSettingsOf(config));

  const mail = mailSettingsOf(config);
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    imageStorage,
    webRoot: config.webRoot,
    publicSourceMaps: config.SOURCE_MAPS === 'public',
    trustProxy: config.TRUST_PROXY,
    allowGoogleMaps: Boolean(config.VITE_GOOGLE_MAPS_KEY),
    mapTiles: mapTilesOf(config),
    fees: feeSettingsOf(config),
    bookingBounds: bookingBoundsOf(config),
    authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    signInAccountLimit: {
      perAccount: config.SIGN_IN_ACCOUNT_RATE_LIMIT_PER_HOUR,
      windowMs: DEFAULT_SIGN_IN_ACCOUNT_LIMIT.windowMs,
    },
    signUpRateLimit: {
      perAddress: config.SIGNUP_RATE_LIMIT_PER_HOUR,
      perEmail: config.SIGNUP_EMAIL_RATE_LIMIT_PER_HOUR,
      windowMs: DEFAULT_SIGN_UP_RATE_LIMIT.windowMs,
    },
    passwordResetRateLimit: {
      perAddress: config.PASSWORD_RESET_RATE_LIMIT_PER_HOUR,
      perEmail: config.PASSWORD_RESET_EMAIL_RATE_LIMIT_PER_HOUR,
      windowMs: DEFAULT_PASSWORD_RESET_RATE_LIMIT.windowMs,
    },
    messageRateLimitPerMinute: config.MESSAGE_RATE_LIMIT_PER_MINUTE,
    outboxLeaseMs: config.OUTBOX_LEASE_SECONDS * SECOND_MS,
    outboxMaxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    passwordHashCost: config.PASSWORD_HASH_COST,
    clockShiftHeader: config.TEST_CLOCK_HEADER,
    publicUrl: config.PUBLIC_URL,
    stripe: config.STRIPE_SECRET_KEY
      ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }
      : undefined,
    logger: loggerOptions(config.LOG_LEVEL),
    mail,
  });
  opened.app = app;
  if (signalled) return;

  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    app.log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only on the success page',
    );
  }

  if (!mail.smtpUrl) {
    const where = mail.devMailbox ? ' (read them at /dev/mailbox)' : '';
    app.log.warn(`SMTP_URL is not set: emails are kept in the database, not sent${where}`);
  }

  if (config.DEMO_DATA === 'on' && config.NODE_ENV === 'production') {
    app.log.warn(
      'ALLOW_DEMO_DATA_IN_PRODUCTION=true: this production server seeds the demo accounts, whose passwords are published (the demo administrator among them). Never do this for real people.',
    );
  }

  if (config.DEMO_DATA === 'on') {
    const added = await seedDemoDataOnStart(database.db, imageStorage, app.log);
    if (added) app.log.info(added, 'seeded demo data');
  }

  if (signalled) return;
  opened.jobs = startPeriodicJobs({
    app,
    db: database.db,
    imageStorage,
    clockIntervalMs: config.CLOCK_SWEEP_INTERVAL_SECONDS * SECOND_MS,
    retention: retentionSettingsOf(config),
  });
  app.services.outbox.start();

  await app.listen({
    host: config.HOST,
    port: config.PORT,
    listenTextResolver: listenTextOf(config),
  });
  opened.listening = true;

  // Rows written before items and people had coordinates get their ZIP code's centre, once the
  // port is open: a table another process holds locked must not keep this one from serving.
  backfillCoordinates(database.db).then(
    (located) => {
      if (located.items > 0 || located.users > 0 || located.timeZones > 0) {
        app.log.info(located, 'gave items and people their ZIP code centre, and items their zone');
      }
    },
    (error: unknown) => {
      if (!signalled)
        app.log.error({ err: error }, 'ZIP code centres not given; the next start tries again');
    },
  );
}

main().catch((error: unknown) => {
  // Stopped while starting: what failed was closed under it, and the shutdown exits.
  if (signalled) return;
  console.error(errorMessageOf(error));
  process.exit(1);
});
