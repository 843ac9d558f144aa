import { BOOKING_SWEEP_INTERVAL_MS } from '../../../shared/bookings';
import type { ErrorLog } from '../../errorLog';

/**
 * The clock's transitions nobody's request triggers: expiring requests and completing rentals
 * as dates pass, and marking items Rented. It runs at once (the server may have been down when
 * dates passed), then every interval, never twice at the same time. stop() aborts the signal
 * the sweep was handed: the sweep finishes the unit of work in hand and leaves the rest to the
 * next run, here or in another process, so a shutdown never waits for a whole backlog.
 */
export function startClockJob(
  lifecycle: { sweep(signal: AbortSignal): Promise<unknown> },
  log: ErrorLog,
  intervalMs = BOOKING_SWEEP_INTERVAL_MS,
  /** Names the job in the log when a run fails. */
  failureMessage = 'the booking clock sweep failed',
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  async function runOnce() {
    try {
      await lifecycle.sweep(stopping.signal);
    } catch (error) {
      log.error({ err: error }, failureMessage);
    }
  }

  function run() {
    if (stopping.signal.aborted) return;
    running ??= runOnce().finally(() => {
      running = undefined;
    });
  }

  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
