import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportInputSchema,
  reportListSchema,
  reportResponseSchema,
} from '../../../shared/schemas/reports';
import { currentUserId } from '../../plugins/auth';
import { requestLocale } from '../../plugins/requestLocale';
import type { ReportsService } from './service';

export interface ReportsRoutesOptions {
  reports: ReportsService;
  createRateLimitPerMinute: number;
}

const signedIn = { auth: 'signed-in' } as const;

/** A signed-in person reports a listing, a person or a message, and follows their reports. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsRoutesOptions> = async (
  app,
  { reports, createRateLimitPerMinute },
) => {
  app.post(
    '/reports',
    {
      config: {
        ...signedIn,
        rateLimit: {
          max: createRateLimitPerMinute,
          timeWindow: '1 minute',
          // Per account, before the body is validated: refused attempts count too, so nobody
          // floods the administrators' queue or probes ids through it.
          hook: 'preValidation' as const,
          keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
        },
      },
      schema: { body: reportInputSchema, response: { 201: reportResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({
        report: await reports.create(currentUserId(request), request.body, requestLocale(request)),
      }),
  );

  app.get(
    '/reports/mine',
    { config: signedIn, schema: { response: { 200: reportListSchema } } },
    (request) => reports.listOwn(currentUserId(request), requestLocale(request)),
  );
};
