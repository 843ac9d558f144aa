import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

export interface AuthRoutesOptions {
  services: Services;
  rateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, users, sessions } = options.services;
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/auth/register',
    { schema: { body: registerSchema }, config: { rateLimit } },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post('/auth/login', { schema: { body: loginSchema }, config: { rateLimit } }, (request) =>
    auth.login(request.body),
  );

  app.get('/auth/me', { preHandler: app.authenticate }, async (request) => ({
    user: await users.getPrivate(currentUserId(request)),
  }));

  app.post('/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    if (request.sessionTokenHash) await sessions.revoke(request.sessionTokenHash);
    return reply.status(204).send();
  });
};
