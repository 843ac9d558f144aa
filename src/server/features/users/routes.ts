import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { profileUpdateSchema } from '../../../shared/schemas/users';
import { notFound } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

const userParams = z.object({ id: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no user: answer 404 as for any other unknown id. */
function userIdFrom(params: { id: string }): string {
  if (!UUID.test(params.id)) throw notFound(messages.errors.userNotFound);
  return params.id;
}

export const usersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, options) => {
  const { users } = options.services;

  app.get('/users/disclaimer-status', { preHandler: app.authenticate }, (request) =>
    users.disclaimerStatus(currentUserId(request)),
  );

  app.post('/users/accept-disclaimer', { preHandler: app.authenticate }, (request) =>
    users.acceptDisclaimer(currentUserId(request)),
  );

  app.get(
    '/users/:id',
    { schema: { params: userParams }, preHandler: app.identify },
    async (request) => ({
      user: await users.getAsSeenBy(userIdFrom(request.params), request.userId),
    }),
  );

  app.put(
    '/users/:id',
    { schema: { params: userParams, body: profileUpdateSchema }, preHandler: app.authenticate },
    async (request) => ({
      user: await users.updateProfile(
        userIdFrom(request.params),
        currentUserId(request),
        request.body,
      ),
    }),
  );
};
