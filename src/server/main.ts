import { setTimeout as sleep } from 'node:timers/promises';
import { NOTIFICATION_SWEEP_INTERVAL_MS } from '../shared/notifications';
import { buildApp } from './app';
import { imageStorageSettingsOf, loadConfig, loadDotEnv, mailSettingsOf } from './config';
import { openConfiguredDatabase } from './db/open';
import {
  DEFAULT_PASSWORD_RESET_RATE_LIMIT,
  DEFAULT_SIGN_UP_RATE_LIMIT,
} from './features/auth/signUpLimits';
import { startClockJob } from './features/lifecycle';
import { createOrphanSweep, ORPHAN_SWEEP_INTERVAL_MS } from './features/uploads';
import { errorMessageOf, loggerOptions } from './logging';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { createShutdown } from './shutdown';
import { createImageStorage } from './storage';

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;
const SESSION_PRUNE_INTERVAL_MS = HOUR_MS;
/** Inside the time orchestrators give before they kill: Docker's default is 10 s. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();

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
    authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
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
    passwordHashCost: config.PASSWORD_HASH_COST,
    clockShiftHeader: config.TEST_CLOCK_HEADER,
    publicUrl: config.PUBLIC_URL,
    stripe: config.STRIPE_SECRET_KEY
      ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET }
      : undefined,
    logger: loggerOptions(config.LOG_LEVEL),
    mail,
  });

  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    app.log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only on the success page',
    );
  }

  if (!mail.smtpUrl) {
    const where = mail.devMailbox ? ' (read them at /dev/mailbox)' : '';
    app.log.warn(`SMTP_URL is not set: emails are kept in the database, not sent${where}`);
  }

  if (config.DEMO_DATA === 'on' && (await isDatabaseEmpty(database.db))) {
    const added = await seedDemoData(database.db, imageStorage, app.log);
    app.log.info(added, 'seeded demo data into an empty database');
  }

  const { sessions } = app.services;
  const pruneTimer = setInterval(() => {
    sessions.pruneExpired().catch((error: unknown) => app.log.error(error, 'session prune failed'));
  }, SESSION_PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  // Every process runs every job; one process claims each unit of work (docs/decisions/0034).
  const clockJob = startClockJob(
    { sweep: app.services.lifecycle.sweepAsJob },
    app.log,
    config.CLOCK_SWEEP_INTERVAL_SECONDS * SECOND_MS,
  );
  const notificationJob = startClockJob(
    { sweep: app.services.notifications.sweep },
    app.log,
    NOTIFICATION_SWEEP_INTERVAL_MS,
    'the notification sweep failed',
  );
  const orphanSweepJob = startClockJob(
    createOrphanSweep({ db: database.db, storage: imageStorage, now: () => new Date() }),
    app.log,
    ORPHAN_SWEEP_INTERVAL_MS,
    'the sweep of orphaned uploads failed',
  );
  app.services.outbox.start();

  const shutdown = createShutdown({
    deadlineMs: SHUTDOWN_DEADLINE_MS,
    log: app.log,
    exit: (code) => process.exit(code),
    steps: [
      {
        name: 'the readiness drain',
        run: async () => {
          app.drain.begin();
          await sleep(config.SHUTDOWN_DRAIN_MS);
        },
      },
      // Closes the port, ends the live streams (their tabs reconnect to another process) and
      // waits for the requests in flight; the outbox and the mailer stop with it.
      { name: 'the HTTP server and its requests in flight', run: () => app.close() },
      {
        name: 'the periodic jobs',
        run: async () => {
          clearInterval(pruneTimer);
          await clockJob.stop();
          await notificationJob.stop();
          await orphanSweepJob.stop();
        },
      },
      { name: 'the database', run: () => database.close() },
    ],
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(errorMessageOf(error));
  process.exit(1);
});
