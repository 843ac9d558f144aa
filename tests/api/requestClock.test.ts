import { describe, expect, it } from 'vitest';
import { CLOCK_SHIFT_HEADER } from '../../src/server/requestClock';
import { addDays, earliestTodayOnEarth } from '../../src/shared/calendarDates';
import { bookingWorld } from './support/bookings';
import { setupTestApp, type TestContext } from './support/testApp';
import { bearer } from './support/users';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A request made as if it were 30 days ago, for dates that were then tomorrow onwards. */
async function bookMonthAgo(ctx: TestContext, headers: Record<string, string>) {
  const { renter, item } = await bookingWorld(ctx);
  const thenToday = earliestTodayOnEarth(new Date(Date.now() - 30 * DAY_MS));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...bearer(renter.token), ...headers },
    payload: { itemId: item.id, fromDate: addDays(thenToday, 1), toDate: addDays(thenToday, 3) },
  });
}

describe('the per-request test clock', () => {
  const ctx = setupTestApp({ clockShiftHeader: true });

  it('handles a request with the shift header as if it were that many days earlier', async () => {
    const response = await bookMonthAgo(ctx, { [CLOCK_SHIFT_HEADER]: '-30' });
    expect(response.statusCode).toBe(201);
  });

  it('keeps the real time for requests without a usable shift', async () => {
    expect((await bookMonthAgo(ctx, {})).statusCode).toBe(400);
    expect((await bookMonthAgo(ctx, { [CLOCK_SHIFT_HEADER]: 'soon' })).statusCode).toBe(400);
  });
});

describe('a server without the test clock', () => {
  const ctx = setupTestApp();

  it('ignores the shift header', async () => {
    const response = await bookMonthAgo(ctx, { [CLOCK_SHIFT_HEADER]: '-30' });
    expect(response.statusCode).toBe(400);
  });
});
