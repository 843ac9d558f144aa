import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { profileUpdateSchema } from '../../../shared/schemas/users';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

const userParams = z.object({ id: z.string() });

function userIdFrom(params: { id: string }): string {
  return wellFormedIdOr404(params.id, messages.errors.userNotFound);
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
