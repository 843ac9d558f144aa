import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReviewSchema } from '../../../shared/schemas/reviews';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

const itemParams = z.object({ itemId: z.string() });

export const reviewsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  options,
) => {
  const { reviews } = options.services;
  // Sign-in is checked before the body, so a signed-out caller learns nothing from validation.
  const signedIn = { preValidation: app.authenticate };

  app.post(
    '/reviews',
    { ...signedIn, schema: { body: createReviewSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ review: await reviews.create(currentUserId(request), request.body) }),
  );

  app.get('/reviews/my-reviews', signedIn, (request) =>
    reviews.listByReviewer(currentUserId(request)),
  );

  app.get('/reviews/item/:itemId', { schema: { params: itemParams } }, (request) =>
    reviews.listForItem(request.params.itemId),
  );

  app.get('/reviews/item/:itemId/stats', { schema: { params: itemParams } }, (request) =>
    reviews.statsForItem(request.params.itemId),
  );

  app.get(
    '/reviews/item/:itemId/eligibility',
    { ...signedIn, schema: { params: itemParams } },
    (request) => reviews.eligibility(currentUserId(request), request.params.itemId),
  );
};
