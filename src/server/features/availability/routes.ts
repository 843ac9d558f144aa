import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockListSchema,
  blockResponseSchema,
  createBlockSchema,
} from '../../../shared/schemas/availability';
import { noContentSchema } from '../../../shared/schemas/common';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { AvailabilityService } from './service';

export interface AvailabilityRoutesOptions {
  availability: AvailabilityService;
  /** Blocks one account may add or remove per minute. */
  writeRateLimitPerMinute: number;
}

const itemParams = z.object({ id: z.string() });
const blockParams = z.object({ id: z.string(), blockId: z.string() });
const itemIdOf = (params: { id: string }) => wellFormedIdOr404(params.id, 'items.notFound');

export const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityRoutesOptions> = async (
  app,
  { availability, writeRateLimitPerMinute },
) => {
  const writeRateLimit = {
    max: writeRateLimitPerMinute,
    timeWindow: '1 minute',
    // Counted per account (known from onRequest on) and before the body is validated, so
    // that refused attempts use up the allowance too.
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  };

  app.get(
    '/items/:id/blocks',
    {
      config: { auth: 'signed-in' },
      schema: { params: itemParams, response: { 200: blockListSchema } },
    },
    (request) => availability.list(itemIdOf(request.params), currentUserId(request)),
  );

  app.post(
    '/items/:id/blocks',
    {
      config: { auth: 'signed-in', rateLimit: writeRateLimit },
      schema: {
        params: itemParams,
        body: createBlockSchema,
        response: { 201: blockResponseSchema },
      },
    },
    async (request, reply) => {
      const itemId = itemIdOf(request.params);
      const block = await availability.create(itemId, currentUserId(request), request.body);
      return reply.status(201).send({ block });
    },
  );

  app.delete(
    '/items/:id/blocks/:blockId',
    {
      config: { auth: 'signed-in', rateLimit: writeRateLimit },
      schema: { params: blockParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      const itemId = itemIdOf(request.params);
      const blockId = wellFormedIdOr404(request.params.blockId, 'availability.blockNotFound');
      await availability.remove(itemId, blockId, currentUserId(request));
      return reply.status(204).send();
    },
  );
};
