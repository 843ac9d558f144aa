import { describe, expect, it } from 'vitest';
import { asCents, fromCents, toCents } from '../../src/shared/money';
import { quoteBooking } from '../../src/shared/pricing';
import type { FeeSettingsResponse } from '../../src/shared/schemas/fees';
import { feeSettingsFrom, quotedCharges } from '../../src/web/features/bookings/costSummary';
import { pendingBookingWorld, setupBookingsApp } from './support/bookings';

// Fees other than the defaults, with a minimum that bites on the cheap item.
const app = setupBookingsApp({
  fees: {
    renterServiceFee: { basisPoints: 1250, minimumCents: asCents(300) },
    ownerCommission: { basisPoints: 750, minimumCents: asCents(50) },
  },
});
const { ctx } = app;

describe('the booking panel’s quote and the booking the server fixes', () => {
  it.each([
    [19.99, 0],
    [2.5, 75],
    [149, 900.5],
  ])('agree to the cent for a $%s item with a $%s deposit', async (price, deposit) => {
    const fees = await ctx.app.inject({ method: 'GET', url: '/api/fees' });
    expect(fees.statusCode).toBe(200);
    const settings = feeSettingsFrom(fees.json<FeeSettingsResponse>());

    const { booking, item } = await pendingBookingWorld(app, { price, deposit }, 3, 6);
    const quote = quoteBooking(
      toCents(item.price),
      item.duration,
      booking.from_date,
      booking.to_date,
    );
    if (!quote) throw new Error('three days have a price');
    const shown = quotedCharges(quote, item.deposit, settings);
    expect(booking.charges).toEqual({
      rental: fromCents(shown.rentalCents),
      service_fee: fromCents(shown.serviceFeeCents),
      total_charged: fromCents(shown.chargedCents),
      deposit: fromCents(shown.depositCents),
      commission: fromCents(shown.commissionCents),
      owner_payout: fromCents(asCents(shown.rentalCents - shown.commissionCents)),
    });
  });
});
