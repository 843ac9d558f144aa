import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockedPeopleSchema,
  blockedPersonResponseSchema,
  blockInputSchema,
  blockStateSchema,
} from '../../../shared/schemas/blocks';
import { noContentSchema } from '../../../shared/schemas/common';
import { currentUserId } from '../../plugins/auth';
import type { BlocksService } from './service';

export interface BlocksRoutesOptions {
  blocks: BlocksService;
}

const signedIn = { auth: 'signed-in' } as const;
const userParams = z.object({ userId: z.string() });

/** The caller's blocks: whom they blocked, blocking and unblocking, and how they stand with one person. */
export const blocksRoutes: FastifyPluginAsyncZod<BlocksRoutesOptions> = async (app, { blocks }) => {
  app.get(
    '/blocks',
    { config: signedIn, schema: { response: { 200: blockedPeopleSchema } } },
    (request) => blocks.list(currentUserId(request)),
  );

  app.post(
    '/blocks',
    {
      config: signedIn,
      schema: {
        body: blockInputSchema,
        response: { 200: blockedPersonResponseSchema, 201: blockedPersonResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, blocked } = await blocks.block(currentUserId(request), request.body.userId);
      return reply.status(created ? 201 : 200).send({ blocked });
    },
  );

  app.delete(
    '/blocks/:userId',
    { config: signedIn, schema: { params: userParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await blocks.unblock(currentUserId(request), request.params.userId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/blocks/with/:userId',
    { config: signedIn, schema: { params: userParams, response: { 200: blockStateSchema } } },
    (request) => blocks.stateWith(currentUserId(request), request.params.userId),
  );
};
