import { afterAll, describe, expect, it } from 'vitest';
import { marketplaceEnvSchema, marketplaceOf } from '../../src/server/marketplace';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setMarketplace, US_MARKETPLACE } from '../../src/shared/marketplace';
import { asCents } from '../../src/shared/money';
import { bookingById, pendingBookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { itemInput, storedImageUrl } from './support/items';
import { openCheckout, payLocally } from './support/payments';
import { bearer, signUp } from './support/users';

// A marketplace in Japan: yen have no smaller unit, so every amount is whole and the card
// provider is asked for yen, not hundredths of one.
setMarketplace(marketplaceOf(marketplaceEnvSchema.parse({ MARKETPLACE_COUNTRY: 'JP' })));
afterAll(() => setMarketplace(US_MARKETPLACE));

const app = setupBookingsApp({
  fees: {
    renterServiceFee: { basisPoints: 1000, minimumCents: asCents(100) },
    ownerCommission: { basisPoints: 500, minimumCents: asCents(0) },
  },
});
const { ctx } = app;

describe('money in yen', () => {
  it('prices, fees and the card payment in whole yen, half a yen rounding up', async () => {
    // ¥1,005 × 3 days = ¥3,015; 10 % is ¥301.5, so ¥302; 5 % commission is ¥150.75, so ¥151.
    const { renter, owner, booking } = await pendingBookingWorld(app, { price: 1005 }, 3, 6);
    expect(booking.charges).toEqual({
      rental: 3015,
      service_fee: 302,
      total_charged: 3317,
      deposit: 0,
      commission: 151,
      owner_payout: 2864,
    });
    await setStatus(ctx.app, owner.token, booking.id, 'confirmed');
    const session = await openCheckout(ctx.app, renter.token, booking.id);
    const page = await ctx.app.inject({ url: `/api/payments/local/sessions/${session.id}` });
    expect(page.json()).toMatchObject({ amount: 3317, currency: 'jpy' });
    expect((await payLocally(ctx.app, session.id)).statusCode).toBe(200);
    expect((await bookingById(ctx.app, renter.token, booking.id)).status).toBe('confirmed');
  });

  it('refuses a price or a deposit with decimals, saying yen are whole', async () => {
    const owner = await signUp(ctx.app);
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const price = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(owner.token),
      payload: itemInput(imageUrl, { price: 1500.5 }),
    });
    expect(price.statusCode).toBe(400);
    expect(price.json()).toMatchObject({ field: 'price', error: inEnglish('items.priceWhole') });
    const deposit = await ctx.app.inject({
      method: 'POST',
      url: '/api/items',
      headers: bearer(owner.token),
      payload: itemInput(imageUrl, { price: 1500, deposit: 99.5 }),
    });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json()).toMatchObject({
      field: 'deposit',
      error: 'Enter a deposit of ¥0 or more, without decimals.',
    });
  });
});
