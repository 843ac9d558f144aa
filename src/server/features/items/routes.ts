import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../../shared/schemas/common';
import {
  createItemSchema,
  examplePlaceSchema,
  itemResponseSchema,
  itemsPageSchema,
  itemsQuerySchema,
  ownItemListSchema,
  updateItemSchema,
} from '../../../shared/schemas/items';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { ItemsService } from './service';

const itemParams = z.object({ id: z.string() });

/** JSON already written by the route's response schema: sent as it is, not serialized again. */
function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

function itemIdFrom(params: { id: string }): string {
  return wellFormedIdOr404(params.id, 'items.notFound');
}

export const itemsRoutes: FastifyPluginAsyncZod<{ items: ItemsService }> = async (
  app,
  { items },
) => {
  app.get(
    '/items',
    {
      config: { auth: 'public' },
      schema: { querystring: itemsQuerySchema, response: { 200: itemsPageSchema } },
    },
    (request) => items.browse(request.query),
  );

  app.get(
    '/items/example-place',
    { config: { auth: 'public' }, schema: { response: { 200: examplePlaceSchema } } },
    async () => ({ place: await items.examplePlace() }),
  );

  app.get(
    '/items/my-items',
    { config: { auth: 'signed-in' }, schema: { response: { 200: ownItemListSchema } } },
    (request) => items.listOwn(currentUserId(request)),
  );

  app.get(
    '/items/:id',
    {
      config: { auth: 'public' },
      schema: { params: itemParams, response: { 200: itemResponseSchema } },
    },
    // Written by the response schema when the item was read (the contract holds), and sent as
    // it is: the most requested answer is not encoded again for every request.
    async (request, reply) => sendJsonText(reply, await items.getJson(itemIdFrom(request.params))),
  );

  app.post(
    '/items',
    {
      config: { auth: 'signed-in', needsDisclaimer: true },
      schema: { body: createItemSchema, response: { 201: itemResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ item: await items.create(currentUserId(request), request.body) }),
  );

  app.put(
    '/items/:id',
    {
      config: { auth: 'signed-in', needsDisclaimer: true },
      schema: { params: itemParams, body: updateItemSchema, response: { 200: itemResponseSchema } },
    },
    async (request) => ({
      item: await items.update(itemIdFrom(request.params), currentUserId(request), request.body),
    }),
  );

  app.delete(
    '/items/:id',
    {
      config: { auth: 'signed-in' },
      schema: { params: itemParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await items.remove(itemIdFrom(request.params), currentUserId(request));
      return reply.status(204).send();
    },
  );
};
