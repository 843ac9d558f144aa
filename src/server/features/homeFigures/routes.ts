import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { figuresWorthShowing, type MarketplaceCounts } from '../../../shared/homeFigures';
import { type HomeFigures, homeFiguresSchema } from '../../../shared/schemas/homeFigures';
import type { Db } from '../../db/client';
import { bookings, items, reviews } from '../../db/schema';

/** Counted again at most once a minute per process: they move slowly and every visit asks. */
const FIGURES_TTL_MS = 60_000;

/** The marketplace's real counts, each one aggregate over its table. */
async function countMarketplace(db: Db): Promise<MarketplaceCounts> {
  const [listings] = await db
    .select({ listed: count(), cities: countDistinct(sql`lower(${items.city})`) })
    .from(items)
    .where(eq(items.status, 'active'));
  const [rentals] = await db
    .select({ renters: countDistinct(bookings.renterId) })
    .from(bookings)
    .where(inArray(bookings.status, ['confirmed', 'completed']));
  const [ratings] = await db
    .select({ reviews: count(), average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(and(eq(reviews.direction, 'renter_to_owner'), isNotNull(reviews.revealedAt)));
  return {
    listed: listings?.listed ?? 0,
    cities: listings?.cities ?? 0,
    renters: rentals?.renters ?? 0,
    reviews: ratings?.reviews ?? 0,
    averageRating: ratings?.average == null ? null : Number(ratings.average),
  };
}

/** The home page's figures: real counts, only those large enough to be worth showing. */
export const homeFiguresRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  let cached: { figures: HomeFigures; until: number } | undefined;
  app.get(
    '/home/figures',
    { config: { auth: 'public' }, schema: { response: { 200: homeFiguresSchema } } },
    async (_request, reply) => {
      if (!cached || cached.until <= now().getTime()) {
        const figures = { figures: figuresWorthShowing(await countMarketplace(db)) };
        cached = { figures, until: now().getTime() + FIGURES_TTL_MS };
      }
      return reply.header('cache-control', 'public, max-age=60').send(cached.figures);
    },
  );
};
