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
import { createImageStorage } from './storage';

const HOUR_MS = 60 * 60 * 1000;
const SESSION_PRUNE_INTERVAL_MS = HOUR_MS;

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
  const clockJob = startClockJob(app.services.lifecycle, app.log);
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

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    // Stop accepting connections and let in-flight work finish before the database closes.
    await app.close();
    await clockJob.stop();
    await notificationJob.stop();
    await orphanSweepJob.stop();
    await app.services.outbox.stop();
    await database.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  console.error(errorMessageOf(error));
  process.exit(1);
});
