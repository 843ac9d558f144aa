import { BOOKING_SWEEP_INTERVAL_MS } from '../../../shared/bookings';
import type { ErrorLog } from '../payments/refunds';

export interface BookingJobServices {
  bookings: { sweep(): Promise<unknown> };
  payments: { retryPendingRefunds(): Promise<unknown> };
}

/**
 * The periodic work nobody's request triggers: expiring, completing and marking rentals as
 * time passes, and retrying refunds the provider did not take. It runs at once (the server may
 * have been down when dates passed), then every interval, never twice at the same time.
 */
export function startBookingJobs(
  services: BookingJobServices,
  log: ErrorLog,
  intervalMs = BOOKING_SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;

  async function runOnce() {
    try {
      await services.bookings.sweep();
      await services.payments.retryPendingRefunds();
    } catch (error) {
      log.error({ err: error }, 'booking jobs failed');
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
