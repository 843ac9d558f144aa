import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disclaimerStatusSchema,
  languageInputSchema,
  ownUserResponseSchema,
  profileUpdateSchema,
  userResponseSchema,
} from '../../../shared/schemas/users';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { UsersService } from './service';

const userParams = z.object({ id: z.string() });

function userIdFrom(params: { id: string }): string {
  return wellFormedIdOr404(params.id, 'errors.userNotFound');
}

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/users/disclaimer-status',
    { config: { auth: 'signed-in' }, schema: { response: { 200: disclaimerStatusSchema } } },
    (request) => users.disclaimerStatus(currentUserId(request)),
  );

  app.post(
    '/users/accept-disclaimer',
    { config: { auth: 'signed-in' }, schema: { response: { 200: disclaimerStatusSchema } } },
    (request) => users.acceptDisclaimer(currentUserId(request)),
  );

  app.put(
    '/users/me/language',
    {
      config: { auth: 'signed-in' },
      schema: { body: languageInputSchema, response: { 200: ownUserResponseSchema } },
    },
    async (request) => ({
      user: await users.setLanguage(currentUserId(request), request.body.locale),
    }),
  );

  app.get(
    '/users/:id',
    {
      config: { auth: 'public' },
      schema: { params: userParams, response: { 200: userResponseSchema } },
    },
    async (request) => ({
      user: await users.getAsSeenBy(userIdFrom(request.params), request.userId),
    }),
  );

  app.put(
    '/users/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        params: userParams,
        body: profileUpdateSchema,
        response: { 200: ownUserResponseSchema },
      },
    },
    async (request) => ({
      user: await users.updateProfile(
        userIdFrom(request.params),
        currentUserId(request),
        request.body,
      ),
    }),
  );
};
