import type { Db } from '../db/client';
import type { OutboxEventRow } from '../db/schema';
import type { ErrorLog } from '../errorLog';
import { errorMessageOf } from '../logging';
import { retryDelayMs } from './backoff';
import { isPermanentFailure } from './permanentFailure';
import { createOutboxRepo } from './repo';

/** Reacts to one event. It may run more than once for the same event, so it must be idempotent. */
export type OutboxHandler = (event: OutboxEventRow) => Promise<void>;

export const OUTBOX_INTERVAL_MS = 5_000;
/**
 * How long a claimed event is left to its dispatcher before another may take it: long enough
 * for a batch delivered one after another through a slow mail server or payment provider, since
 * an event taken over while its first dispatcher still works on it is delivered twice. The cost
 * is the wait after a process dies holding a claim.
 */
export const DEFAULT_CLAIM_LEASE_MS = 5 * 60 * 1000;
/**
 * Attempts before an event that keeps failing becomes a dead letter: with the doubling backoff
 * (5 s up to an hour) the 20th comes about 11 hours after the first, long enough for a mail
 * server or a payment provider to come back from an outage of a night.
 */
export const DEFAULT_MAX_ATTEMPTS = 20;
const BATCH_SIZE = 20;

export interface OutboxOptions {
  now: () => Date;
  log: ErrorLog;
  /** The claim's lease (default DEFAULT_CLAIM_LEASE_MS). */
  leaseMs?: number;
  /** Failed attempts after which an event is a dead letter (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * Deliver a change's events right after it commits, so the answer already shows their
   * effects. Off, only runOnce and the periodic run deliver (as after a crash).
   */
  promptDelivery?: boolean;
}

/**
 * Delivers outbox events to the handlers registered for their type, at least once: an event
 * is marked delivered only after every handler succeeded; a failure is recorded on the row and
 * tried again later, each time waiting longer, until a permanent failure or the last attempt
 * makes it a dead letter, left for an administrator to retry or discard.
 */
export function createOutboxDispatcher(db: Db, options: OutboxOptions) {
  const repo = createOutboxRepo(db);
  const leaseMs = options.leaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const handlers = new Map<string, OutboxHandler[]>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;
  const inBackground = new Set<Promise<void>>();

  async function deliver(event: OutboxEventRow): Promise<boolean> {
    try {
      for (const handler of handlers.get(event.type) ?? []) await handler(event);
      await repo.markDelivered(event.id, options.now());
      return true;
    } catch (error) {
      const failedAttempts = event.attempts + 1;
      const details = { err: error, eventId: event.id, type: event.type, attempts: failedAttempts };
      if (isPermanentFailure(error) || failedAttempts >= maxAttempts) {
        await repo.markDead(event.id, errorMessageOf(error), options.now());
        options.log.error(details, 'an outbox event failed for good; it is kept as a dead letter');
        return false;
      }
      const next = new Date(options.now().getTime() + retryDelayMs(failedAttempts));
      await repo.markFailed(event.id, errorMessageOf(error), next);
      options.log.error(details, 'an outbox event could not be delivered; it will be retried');
      return false;
    }
  }

  /**
   * Claims and delivers due events, batch after batch; returns how many were delivered. Once
   * stopping, it claims nothing more, finishes the event in hand and releases the rest of its
   * batch, so another process (or the next start) takes them at once rather than after the lease.
   */
  async function deliverDue(ids?: string[]): Promise<number> {
    let delivered = 0;
    while (!stopping) {
      const claimedAt = options.now();
      const batch = await repo.claimDue(claimedAt, leaseMs, BATCH_SIZE, ids);
      for (const [index, event] of batch.entries()) {
        if (stopping) {
          // They were due when claimed, so the claim's own time keeps them due.
          const unstarted = batch.slice(index).map((rest) => rest.id);
          await repo.release(unstarted, new Date(claimedAt.getTime() + leaseMs), claimedAt);
          return delivered;
        }
        if (await deliver(event)) delivered += 1;
      }
      if (batch.length < BATCH_SIZE) return delivered;
    }
    return delivered;
  }

  /**
   * Delivers these just-committed events now when prompt delivery is on; never throws. Once
   * stopped it does nothing: the events stay committed for the periodic run of another process
   * or of the next start.
   */
  async function deliverPromptly(ids: string[]): Promise<void> {
    if (stopping || options.promptDelivery === false || ids.length === 0) return;
    try {
      await deliverDue(ids);
    } catch (error) {
      options.log.error({ err: error }, 'prompt outbox delivery failed; the periodic run retries');
    }
  }

  function runOnce(): Promise<number> {
    if (stopping) return Promise.resolve(0);
    running ??= deliverDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Registers a handler for each of the event types. */
    on(types: readonly string[], handler: OutboxHandler): void {
      for (const type of types) handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    },

    runOnce,

    deliverPromptly,

    /**
     * Starts delivering these just-committed events without waiting for them, for an answer
     * whose timing must not depend on a mail server; failures are logged and the periodic run
     * retries. stop() waits for them.
     */
    deliverInBackground(ids: string[]): void {
      const delivery = deliverPromptly(ids).finally(() => inBackground.delete(delivery));
      inBackground.add(delivery);
    },

    /** Runs at once (events may have waited while the server was down), then every interval. */
    start(intervalMs = OUTBOX_INTERVAL_MS): void {
      const run = () => {
        runOnce().catch((error: unknown) => options.log.error({ err: error }, 'outbox run failed'));
      };
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },

    /**
     * Waits for the event each delivery has in hand, not for the whole backlog: the rest is
     * released for others. Nothing is delivered by this dispatcher afterwards.
     */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      // A delivery whose last write fails (the database going away during shutdown) is logged,
      // not thrown: the shutdown's next steps must still run, and the event stays due.
      const settled = await Promise.allSettled([running, ...inBackground]);
      for (const outcome of settled) {
        if (outcome.status === 'rejected') {
          options.log.error(
            { err: outcome.reason },
            'the outbox stopped while its last delivery failed',
          );
        }
      }
    },
  };
}

export type OutboxDispatcher = ReturnType<typeof createOutboxDispatcher>;
