import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema, adminNoteBodySchema } from '../../../shared/schemas/admin';
import {
  adminDeadLetterListSchema,
  adminDeadLetterResponseSchema,
  adminDeadLettersQuerySchema,
} from '../../../shared/schemas/deadLetters';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { DeadLetters } from './service';

export interface DeadLettersRoutesOptions {
  deadLetters: DeadLetters;
}

/** Administrators only: others are refused before anything is read. */
const adminOnly = { auth: 'admin' } as const;

/** The admin console's dead letters, under /api/admin/dead-letters. */
export const deadLettersRoutes: FastifyPluginAsyncZod<DeadLettersRoutesOptions> = async (
  app,
  { deadLetters },
) => {
  app.get(
    '/admin/dead-letters',
    {
      config: adminOnly,
      schema: {
        querystring: adminDeadLettersQuerySchema,
        response: { 200: adminDeadLetterListSchema },
      },
    },
    (request) => deadLetters.list(request.query),
  );

  for (const action of ['retry', 'discard'] as const) {
    app.post(
      `/admin/dead-letters/:id/${action}`,
      {
        config: adminOnly,
        schema: {
          params: adminIdParamsSchema,
          body: adminNoteBodySchema,
          response: { 200: adminDeadLetterResponseSchema },
        },
      },
      async (request) => ({
        deadLetter: await deadLetters[action](
          currentUserId(request),
          wellFormedIdOr404(request.params.id, 'deadLetters.notFound'),
          request.body.reason ?? '',
        ),
      }),
    );
  }
};
