import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketplace } from '../../../shared/marketplace';
import {
  NEAREST_ZIP_MAX_MILES,
  nearestZipQuerySchema,
  nearestZipResponseSchema,
} from '../../../shared/schemas/places';
import { notFound } from '../../errors';
import { nearestZip } from './zipCentroids';

/** Each lookup scans every ZIP code centre (about a millisecond): a client gets a few a second. */
export const DEFAULT_PLACE_LOOKUP_RATE_LIMIT_PER_MINUTE = 120;

export const placesRoutes: FastifyPluginAsyncZod<{ rateLimitPerMinute: number }> = async (
  app,
  { rateLimitPerMinute },
) => {
  app.get(
    '/places/nearest-zip',
    {
      config: {
        auth: 'public',
        rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        querystring: nearestZipQuerySchema,
        response: { 200: nearestZipResponseSchema },
      },
    },
    // "Use my location": the browser's point becomes the ZIP code a search is near. Far from
    // every centre (outside the US) no ZIP code names the place.
    (request) => {
      // Only the US's ZIP codes have known centres.
      const nearest = marketplace().postalCodePlaces ? nearestZip(request.query) : undefined;
      if (!nearest || nearest.miles > NEAREST_ZIP_MAX_MILES) {
        throw notFound('places.noZipNearby');
      }
      return { zipCode: nearest.zipCode };
    },
  );
};
