import { DEPOSIT_SWEEP_INTERVAL_MS } from '../shared/deposits';
import { NOTIFICATION_SWEEP_INTERVAL_MS } from '../shared/notifications';
import { SAVED_SEARCH_SWEEP_INTERVAL_MS } from '../shared/savedSearches';
import type { App } from './app';
import type { Db } from './db/client';
import { startClockJob } from './features/lifecycle';
import { createOrphanSweep, ORPHAN_SWEEP_INTERVAL_MS } from './features/uploads';
import { createSharedCounters } from './rateLimits/counters';
import { RETENTION_INTERVAL_MS, type RetentionSettings } from './retention/settings';
import { createRetentionSweep } from './retention/sweep';
import type { ImageStorage } from './storage/imageStorage';

export interface PeriodicJobsDeps {
  app: App;
  db: Db;
  imageStorage: ImageStorage;
  clockIntervalMs: number;
  /** RETENTION_*: how long expired sessions, links, sent emails and delivered events are kept. */
  retention: RetentionSettings;
}

/**
 * The work no request starts: the retention prune (sessions, account links, sent emails,
 * delivered outbox events, live events), the prune of ended rate-limit windows, the rental clock,
 * the notification sweep, the saved searches' alerts, the reveal of reviews whose window closed and
 * the sweep of orphaned uploads. Every process runs every job; one process claims each unit of
 * work (docs/decisions/0034). The outbox's periodic run starts and stops with the app.
 */
export function startPeriodicJobs({
  app,
  db,
  imageStorage,
  clockIntervalMs,
  retention,
}: PeriodicJobsDeps) {
  const retentionJob = startClockJob(
    createRetentionSweep(db, { now: () => new Date(), settings: retention }),
    app.log,
    RETENTION_INTERVAL_MS,
    'the retention prune failed',
  );
  // Ended rate-limit windows: a delete that any number of processes may run at once.
  const counters = createSharedCounters(db);
  const counterPruneTimer = setInterval(() => {
    counters
      .pruneEnded()
      .catch((error: unknown) => app.log.error(error, 'rate-limit counter prune failed'));
  }, RETENTION_INTERVAL_MS);
  counterPruneTimer.unref();
  const clockJob = startClockJob(
    { sweep: app.services.lifecycle.sweepAsJob },
    app.log,
    clockIntervalMs,
  );
  const notificationJob = startClockJob(
    { sweep: app.services.notifications.sweep },
    app.log,
    NOTIFICATION_SWEEP_INTERVAL_MS,
    'the notification sweep failed',
  );
  const savedSearchJob = startClockJob(
    { sweep: app.services.savedSearchAlerts.sweep },
    app.log,
    SAVED_SEARCH_SWEEP_INTERVAL_MS,
    'the saved-search sweep failed',
  );
  // Reviews whose window closed are shown, and their people told, within a minute.
  const reviewRevealJob = startClockJob(
    { sweep: () => app.services.reviews.revealClosed() },
    app.log,
    NOTIFICATION_SWEEP_INTERVAL_MS,
    'the reveal of reviews failed',
  );
  // Unclaimed deposits released 48 hours after the rental, unanswered claims accepted.
  const depositJob = startClockJob(
    { sweep: (signal) => app.services.deposits.sweep(signal) },
    app.log,
    DEPOSIT_SWEEP_INTERVAL_MS,
    'the deposit sweep failed',
  );
  const orphanSweepJob = startClockJob(
    createOrphanSweep({ db, storage: imageStorage, now: () => new Date() }),
    app.log,
    ORPHAN_SWEEP_INTERVAL_MS,
    'the sweep of orphaned uploads failed',
  );

  return {
    /** Each job finishes the unit of work in hand; what is left stays due for the next run. */
    async stop(): Promise<void> {
      clearInterval(counterPruneTimer);
      await Promise.all([
        retentionJob.stop(),
        clockJob.stop(),
        notificationJob.stop(),
        savedSearchJob.stop(),
        reviewRevealJob.stop(),
        depositJob.stop(),
        orphanSweepJob.stop(),
      ]);
    },
  };
}

export type PeriodicJobs = ReturnType<typeof startPeriodicJobs>;
