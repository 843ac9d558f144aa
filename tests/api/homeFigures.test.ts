import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOME_FIGURE_MINIMUMS } from '../../src/shared/homeFigures';
import type { HomeFigures } from '../../src/shared/schemas/homeFigures';
import { bookingWorld, setupBookingsApp } from './support/bookings';

const { ctx, clock } = setupBookingsApp();

async function figures(): Promise<HomeFigures> {
  const response = await ctx.app.inject({ url: '/api/home/figures' });
  expect(response.statusCode).toBe(200);
  return response.json<HomeFigures>();
}

describe('GET /api/home/figures', () => {
  it('shows no figure of a young marketplace, then its real counts once they are worth it, counted again each minute', async () => {
    await bookingWorld(ctx);
    expect(await figures()).toEqual({ figures: [] });

    // Listings enough, in five towns; the one-item marketplace's answer is kept for a minute.
    await ctx.database.db.execute(sql`
      insert into items (owner_id, title, description, price_cents, location, city, zip_code,
                         category_id, image_urls, time_zone)
      select owner_id, title, description, price_cents, location,
             (array['Springfield', 'Chatham', 'Rochester', 'Sherman', 'Riverton'])[1 + n % 5],
             zip_code, category_id,
             image_urls, time_zone
      from items, generate_series(1, ${HOME_FIGURE_MINIMUMS.listed}) as n`);
    expect(await figures()).toEqual({ figures: [] });
    clock.advanceMinutes(1);
    expect(await figures()).toEqual({
      figures: [
        { kind: 'listed', value: HOME_FIGURE_MINIMUMS.listed + 1 },
        { kind: 'cities', value: 5 },
      ],
    });
  });
});
