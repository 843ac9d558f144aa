import { describe, expect, it } from 'vitest';
import { availabilityMessages } from '../../src/shared/availabilityMessages';
import { formatCalendarDate } from '../../src/shared/calendarDates';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import { bookingWorld, requestBooking, setupBookingsApp } from './support/bookings';

// Tighter than the defaults, so that the settings are seen to be the ones applied.
const { ctx, clock } = setupBookingsApp({
  bookingBounds: { maxAdvanceDays: 60, maxRentalDays: 20 },
});
const m = availabilityMessages;

async function request(token: string, itemId: string, fromDate: string, toDate: string) {
  const response = await requestBooking(ctx.app, token, { itemId, fromDate, toDate });
  return { status: response.statusCode, body: response.json() };
}

describe('the marketplace’s bounds on a request', () => {
  it('refuse a start beyond the advance (400, naming the latest start), and allow that day', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const latest = clock.day(60);
    expect(await request(renter.token, item.id, clock.day(61), clock.day(62))).toEqual({
      status: 400,
      body: {
        error: m.tooFarAhead(60, formatCalendarDate(latest, SOURCE_LOCALE)),
        code: 'VALIDATION_ERROR',
        field: 'fromDate',
      },
    });
    expect((await request(renter.token, item.id, '9999-01-01', '9999-12-31')).body).toMatchObject({
      field: 'fromDate',
    });
    expect((await request(renter.token, item.id, latest, clock.day(61))).status).toBe(201);
  });

  it('refuse a rental longer than the marketplace’s maximum (400), even where the owner allows it', async () => {
    const { renter, item, createItem } = await bookingWorld(ctx);
    const refusal = {
      status: 400,
      body: { error: m.tooLongForMarketplace(20), code: 'VALIDATION_ERROR', field: 'toDate' },
    };
    expect(await request(renter.token, item.id, clock.day(1), clock.day(22))).toEqual(refusal);
    const generous = await createItem({ maxRentalDays: 200 });
    expect(await request(renter.token, generous.id, clock.day(1), clock.day(22))).toEqual(refusal);
    expect((await request(renter.token, item.id, clock.day(1), clock.day(21))).status).toBe(201);
  });

  it('leave the owner’s lower maximum in force, with its own message', async () => {
    const { renter, createItem } = await bookingWorld(ctx);
    const strict = await createItem({ maxRentalDays: 5 });
    expect(await request(renter.token, strict.id, clock.day(1), clock.day(7))).toEqual({
      status: 400,
      body: { error: m.tooLong(5), code: 'VALIDATION_ERROR', field: 'toDate' },
    });
  });

  it('are told with the fees, for the booking panel', async () => {
    const response = await ctx.app.inject({ url: '/api/fees' });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking_bounds).toEqual({ max_advance_days: 60, max_rental_days: 20 });
  });
});
