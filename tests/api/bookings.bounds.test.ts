import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../src/shared/calendarDates';
import { i18nFor, inEnglish } from '../../src/shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../src/shared/i18n/locales';
import { bookingWorld, requestBooking, setupBookingsApp } from './support/bookings';
import { bearer } from './support/users';

// Tighter than the defaults, so that the settings are seen to be the ones applied.
const { ctx, clock } = setupBookingsApp({
  bookingBounds: { maxAdvanceDays: 60, maxRentalDays: 20 },
});

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
        error: inEnglish('terms.tooFarAhead', {
          days: 60,
          latest: formatCalendarDate(latest, SOURCE_LOCALE),
        }),
        code: 'VALIDATION_ERROR',
        field: 'fromDate',
      },
    });
    expect((await request(renter.token, item.id, '9999-01-01', '9999-12-31')).body).toMatchObject({
      field: 'fromDate',
    });
    expect((await request(renter.token, item.id, latest, clock.day(61))).status).toBe(201);
  });

  it('name the latest start in the language of the request', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...bearer(renter.token), 'accept-language': 'es-US' },
      payload: { itemId: item.id, fromDate: clock.day(61), toDate: clock.day(62) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      i18nFor('es-US')._('terms.tooFarAhead', {
        days: 60,
        latest: formatCalendarDate(clock.day(60), 'es-US'),
      }),
    );
  });

  it('refuse a rental longer than the marketplace’s maximum (400), even where the owner allows it', async () => {
    const { renter, item, createItem } = await bookingWorld(ctx);
    const refusal = {
      status: 400,
      body: {
        error: inEnglish('terms.tooLongForMarketplace', { days: 20 }),
        code: 'VALIDATION_ERROR',
        field: 'toDate',
      },
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
      body: {
        error: inEnglish('terms.tooLong', { days: 5 }),
        code: 'VALIDATION_ERROR',
        field: 'toDate',
      },
    });
  });

  it('are told with the fees, for the booking panel', async () => {
    const response = await ctx.app.inject({ url: '/api/fees' });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking_bounds).toEqual({ max_advance_days: 60, max_rental_days: 20 });
  });
});
