import { BOOKING_SWEEP_INTERVAL_MS } from '../../../shared/bookings';
import type { ErrorLog } from '../../errorLog';

/**
 * The clock's transitions nobody's request triggers: expiring requests and completing rentals
 * as dates pass, and marking items Rented. It runs at once (the server may have been down when
 * dates passed), then every interval, never twice at the same time.
 */
export function startClockJob(
  lifecycle: { sweep(): Promise<unknown> },
  log: ErrorLog,
  intervalMs = BOOKING_SWEEP_INTERVAL_MS,
  /** Names the job in the log when a run fails. */
  failureMessage = 'the booking clock sweep failed',
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;

  async function runOnce() {
    try {
      await lifecycle.sweep();
    } catch (error) {
      log.error({ err: error }, failureMessage);
    }
  }

  function run() {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
  }

  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
