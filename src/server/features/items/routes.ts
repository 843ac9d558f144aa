import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import {
  createItemSchema,
  itemsQuerySchema,
  updateItemSchema,
} from '../../../shared/schemas/items';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

const itemParams = z.object({ id: z.string() });

function itemIdFrom(params: { id: string }): string {
  return wellFormedIdOr404(params.id, messages.items.notFound);
}

export const itemsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, options) => {
  const { items } = options.services;
  // Sign-in is checked before the body, so a signed-out caller learns nothing from validation.
  const signedIn = { preValidation: app.authenticate };

  app.get('/items', { schema: { querystring: itemsQuerySchema } }, (request) =>
    items.browse(request.query),
  );

  app.get('/items/my-items', signedIn, (request) => items.listOwn(currentUserId(request)));

  app.get('/items/:id', { schema: { params: itemParams } }, async (request) => ({
    item: await items.get(itemIdFrom(request.params)),
  }));

  app.post('/items', { ...signedIn, schema: { body: createItemSchema } }, async (request, reply) =>
    reply.status(201).send({ item: await items.create(currentUserId(request), request.body) }),
  );

  app.put(
    '/items/:id',
    { ...signedIn, schema: { params: itemParams, body: updateItemSchema } },
    async (request) => ({
      item: await items.update(itemIdFrom(request.params), currentUserId(request), request.body),
    }),
  );

  app.delete(
    '/items/:id',
    { ...signedIn, schema: { params: itemParams } },
    async (request, reply) => {
      await items.remove(itemIdFrom(request.params), currentUserId(request));
      return reply.status(204).send();
    },
  );
};
