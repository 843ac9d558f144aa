import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Moves one request's clock by whole days; negative is earlier. */
export const CLOCK_SHIFT_HEADER = 'x-test-clock-shift-days';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A clock that a test moves per request, for test servers only (TEST_CLOCK_HEADER=on).
 * A journey can then make a booking weeks ago and review it today, while journeys running
 * beside it on the same server keep the real time.
 */
export function createRequestClock() {
  const shiftOfRequest = new AsyncLocalStorage<number>();
  return {
    now: () => new Date(Date.now() + (shiftOfRequest.getStore() ?? 0) * DAY_MS),

    install(app: FastifyInstance): void {
      // After the body is read, so that the handler runs inside the shifted context.
      app.addHook('preHandler', (request, _reply, done) => {
        const shift = Number(request.headers[CLOCK_SHIFT_HEADER]);
        if (!Number.isInteger(shift) || shift === 0) return done();
        shiftOfRequest.run(shift, done);
      });
    },
  };
}
