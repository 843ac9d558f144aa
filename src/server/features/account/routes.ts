import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailSchema,
  changePasswordSchema,
  emailLinkResultSchema,
  emailLinkSchema,
  resetConfirmSchema,
} from '../../../shared/schemas/account';
import { resetRequestSchema } from '../../../shared/schemas/auth';
import { noContentSchema } from '../../../shared/schemas/common';
import { authResponseSchema } from '../../../shared/schemas/users';
import { currentUserId } from '../../plugins/auth';
import {
  type AccountRateLimit,
  accountRateLimiter,
  type EmailRateLimit,
  emailRateLimiter,
  type SignInThrottle,
} from '../auth';
import type { AccountService } from './service';

export interface AccountRoutesOptions {
  account: AccountService;
  rateLimitPerMinute: number;
  passwordResetRateLimit: EmailRateLimit;
  /** An address change mails whatever address the caller types. */
  emailChangeRateLimit: EmailRateLimit;
  /** Verification links mailed again, per account. */
  accountMailRateLimit: AccountRateLimit;
  /** A completed reset lifts the account's sign-in throttle. */
  signInThrottle: SignInThrottle;
}

const acceptedSchema = noContentSchema.describe('Accepted: an email is on its way if one applies');

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { account } = options;
  const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };

  app.post(
    '/auth/password-reset',
    {
      config: { auth: 'public', rateLimit },
      schema: { body: resetRequestSchema, response: { 202: acceptedSchema } },
      preHandler: emailRateLimiter(app, options.passwordResetRateLimit, 'password-reset'),
    },
    async (request, reply) => {
      await account.requestPasswordReset(request.body.email);
      return reply.status(202).send();
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { auth: 'public', rateLimit },
      schema: { body: resetConfirmSchema, response: { 200: authResponseSchema } },
    },
    async (request) => {
      const reset = await account.confirmPasswordReset(request.body);
      await options.signInThrottle.clear(reset.user.email);
      return reset;
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { auth: 'public', rateLimit },
      schema: { body: emailLinkSchema, response: { 200: emailLinkResultSchema } },
    },
    (request) => account.followEmailLink(request.body.token),
  );

  app.post(
    '/account/verification',
    {
      config: { auth: 'signed-in', rateLimit },
      schema: { response: { 202: z.object({ email: z.string() }) } },
      preHandler: accountRateLimiter(app, options.accountMailRateLimit, 'verification'),
    },
    async (request, reply) =>
      reply.status(202).send(await account.resendVerification(currentUserId(request))),
  );

  app.post(
    '/account/email',
    {
      config: { auth: 'signed-in', rateLimit },
      schema: { body: changeEmailSchema, response: { 202: acceptedSchema } },
      preHandler: emailRateLimiter(app, options.emailChangeRateLimit, 'email-change', 'newEmail'),
    },
    async (request, reply) => {
      await account.requestEmailChange(currentUserId(request), request.body);
      return reply.status(202).send();
    },
  );

  app.post(
    '/account/password',
    {
      config: { auth: 'signed-in', rateLimit },
      schema: { body: changePasswordSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await account.changePassword(currentUserId(request), request.sessionTokenHash, request.body);
      return reply.status(204).send();
    },
  );
};
