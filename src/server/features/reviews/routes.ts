import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRenterReviewSchema,
  renterReviewTargetSchema,
} from '../../../shared/schemas/renterReviews';
import {
  createReviewSchema,
  reviewEligibilitySchema,
  reviewListSchema,
  reviewResponseSchema,
  reviewStatsSchema,
} from '../../../shared/schemas/reviews';
import { currentUserId } from '../../plugins/auth';
import { requestLocale } from '../../plugins/requestLocale';
import type { ReviewsService } from './service';

const itemParams = z.object({ itemId: z.string() });
const bookingParams = z.object({ bookingId: z.string() });

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews },
) => {
  app.post(
    '/reviews',
    {
      config: { auth: 'signed-in' },
      schema: { body: createReviewSchema, response: { 201: reviewResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        review: await reviews.create(currentUserId(request), request.body, requestLocale(request)),
      }),
  );

  app.post(
    '/reviews/renter',
    {
      config: { auth: 'signed-in' },
      schema: { body: createRenterReviewSchema, response: { 201: reviewResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        review: await reviews.createForRenter(
          currentUserId(request),
          request.body,
          requestLocale(request),
        ),
      }),
  );

  app.get(
    '/reviews/renter/:bookingId',
    {
      config: { auth: 'signed-in' },
      schema: { params: bookingParams, response: { 200: renterReviewTargetSchema } },
    },
    (request) =>
      reviews.renterReviewTarget(
        currentUserId(request),
        request.params.bookingId,
        requestLocale(request),
      ),
  );

  app.get(
    '/reviews/my-reviews',
    { config: { auth: 'signed-in' }, schema: { response: { 200: reviewListSchema } } },
    (request) => reviews.listByReviewer(currentUserId(request)),
  );

  app.get(
    '/reviews/item/:itemId',
    {
      config: { auth: 'public' },
      schema: { params: itemParams, response: { 200: reviewListSchema } },
    },
    (request) => reviews.listForItem(request.params.itemId),
  );

  app.get(
    '/reviews/item/:itemId/stats',
    {
      config: { auth: 'public' },
      schema: { params: itemParams, response: { 200: reviewStatsSchema } },
    },
    (request) => reviews.statsForItem(request.params.itemId),
  );

  app.get(
    '/reviews/item/:itemId/eligibility',
    {
      config: { auth: 'signed-in' },
      schema: { params: itemParams, response: { 200: reviewEligibilitySchema } },
    },
    (request) => reviews.eligibility(currentUserId(request), request.params.itemId),
  );
};
