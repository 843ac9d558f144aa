import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../../shared/schemas/common';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchResponseSchema,
} from '../../../shared/schemas/savedSearches';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import { requestLocale } from '../../plugins/requestLocale';
import type { SavedSearchesService } from './service';

export interface SavedSearchesRoutesOptions {
  savedSearches: SavedSearchesService;
  createRateLimitPerMinute: number;
}

const signedIn = { auth: 'signed-in' } as const;
const savedSearchParams = z.object({ id: z.string() });

/** A person's saved searches; another's, like an unknown one, is answered 404. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<SavedSearchesRoutesOptions> = async (
  app,
  { savedSearches, createRateLimitPerMinute },
) => {
  app.get(
    '/saved-searches',
    { config: signedIn, schema: { response: { 200: savedSearchListSchema } } },
    (request) => savedSearches.list(currentUserId(request), requestLocale(request)),
  );

  app.post(
    '/saved-searches',
    {
      config: {
        ...signedIn,
        rateLimit: {
          max: createRateLimitPerMinute,
          timeWindow: '1 minute',
          // Per account, before the body is validated: refused attempts count too.
          hook: 'preValidation' as const,
          keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
        },
      },
      schema: { body: savedSearchInputSchema, response: { 201: savedSearchResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        savedSearch: await savedSearches.create(
          currentUserId(request),
          request.body,
          requestLocale(request),
        ),
      }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: signedIn,
      schema: { params: savedSearchParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const id = wellFormedIdOr404(request.params.id, 'savedSearches.notFound');
      await savedSearches.remove(currentUserId(request), id);
      return reply.status(204).send();
    },
  );
};
