import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  deleteAccountSchema,
  exportFileName,
} from '../../../shared/schemas/accountData';
import { noContentSchema } from '../../../shared/schemas/common';
import { currentUserId } from '../../plugins/auth';
import type { AccountDataService } from './dataService';

export interface AccountDataRoutesOptions {
  account: AccountDataService;
  /** Password confirmations per account and minute: a session left open is no way to guess it. */
  deleteRateLimitPerMinute: number;
}

export const accountDataRoutes: FastifyPluginAsyncZod<AccountDataRoutesOptions> = async (
  app,
  options,
) => {
  const { account } = options;

  app.get(
    '/account/export',
    { config: { auth: 'signed-in' }, schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const archive = await account.exportData(currentUserId(request));
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(archive.exportedAt)}"`,
        )
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  app.delete(
    '/account',
    {
      config: {
        auth: 'signed-in',
        rateLimit: {
          max: options.deleteRateLimitPerMinute,
          timeWindow: '1 minute',
          // Counted once the caller is known, so the limit follows the account.
          hook: 'preHandler',
          keyGenerator: (request) => request.userId ?? request.ip,
        },
      },
      schema: { body: deleteAccountSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await account.deleteAccount(currentUserId(request), request.body.password);
      return reply.status(204).send();
    },
  );
};
