import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spokenLocale } from '../../../shared/i18n/locales';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth';
import { noContentSchema } from '../../../shared/schemas/common';
import {
  authResponseSchema,
  ownUserResponseSchema,
  type PrivateUser,
} from '../../../shared/schemas/users';
import { currentUserId } from '../../plugins/auth';
import { requestLocale } from '../../plugins/requestLocale';
import { isLoopbackAddress } from './loopback';
import type { AuthService } from './service';
import type { SessionService } from './sessions';
import type { SignInThrottle } from './signInThrottle';
import { type EmailRateLimit, emailRateLimiter } from './signUpLimits';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Only what the account routes need of the users feature. */
  users: { getPrivate(id: string): Promise<PrivateUser> };
  sessions: SessionService;
  rateLimitPerMinute: number;
  signUpRateLimit: EmailRateLimit;
  /** Sign-in attempts per account from any address, on top of the per-address limit. */
  signInThrottle: SignInThrottle;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, users, sessions, signInThrottle } = options;
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/auth/register',
    {
      config: { auth: 'public', rateLimit },
      schema: { body: registerSchema, response: { 201: authResponseSchema } },
      preHandler: emailRateLimiter(app, options.signUpRateLimit, 'sign-up'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await auth.register(request.body, { locale: spokenLocale(requestLocale(request)) })),
  );

  app.post(
    '/auth/login',
    {
      config: { auth: 'public', rateLimit },
      schema: { body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) => {
      await signInThrottle.admit(request.body.email, reply);
      const signedIn = await auth.login(request.body, isLoopbackAddress(request.ip));
      await signInThrottle.clear(request.body.email);
      return signedIn;
    },
  );

  app.get(
    '/auth/me',
    { config: { auth: 'signed-in' }, schema: { response: { 200: ownUserResponseSchema } } },
    async (request) => ({ user: await users.getPrivate(currentUserId(request)) }),
  );

  app.post(
    '/auth/logout',
    { config: { auth: 'signed-in' }, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      if (request.sessionTokenHash) await sessions.revoke(request.sessionTokenHash);
      return reply.status(204).send();
    },
  );
};
