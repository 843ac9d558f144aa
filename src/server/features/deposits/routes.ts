import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClaimListSchema,
  adminClaimResponseSchema,
  adminClaimsQuerySchema,
  bookingDepositSchema,
  claimDecisionInputSchema,
  claimIdParamsSchema,
  claimInputSchema,
  claimResponseSchema,
  disputeInputSchema,
} from '../../../shared/schemas/deposits';
import { perAccountPerMinute } from '../../plugins/accountRateLimit';
import { currentUserId } from '../../plugins/auth';
import type { DepositsService } from './service';

export interface DepositsRoutesOptions {
  deposits: DepositsService;
  claimRateLimitPerMinute: number;
}

const signedIn = { auth: 'signed-in' } as const;
const adminOnly = { auth: 'admin' } as const;

/**
 * A rental's deposit and damage claim for its two parties, and the console's disputed claims
 * for administrators.
 */
export const depositsRoutes: FastifyPluginAsyncZod<DepositsRoutesOptions> = async (
  app,
  { deposits, claimRateLimitPerMinute },
) => {
  app.get(
    '/bookings/:id/deposit',
    {
      config: signedIn,
      schema: { params: claimIdParamsSchema, response: { 200: bookingDepositSchema } },
    },
    (request) => deposits.forBooking(currentUserId(request), request.params.id),
  );

  // The owner keeps a rental whose deposit the card refused, without a deposit; cancelling it
  // instead is the booking's own owner cancellation, which refunds everything.
  app.post(
    '/bookings/:id/deposit/keep',
    {
      config: signedIn,
      schema: { params: claimIdParamsSchema, response: { 200: bookingDepositSchema } },
    },
    async (request) => {
      await deposits.keepWithout(currentUserId(request), request.params.id);
      return deposits.forBooking(currentUserId(request), request.params.id);
    },
  );

  app.post(
    '/bookings/:id/claims',
    {
      config: {
        ...signedIn,
        rateLimit: perAccountPerMinute(claimRateLimitPerMinute),
      },
      schema: {
        params: claimIdParamsSchema,
        body: claimInputSchema,
        response: { 201: claimResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        claim: await deposits.fileClaim(currentUserId(request), request.params.id, request.body),
      }),
  );

  app.post(
    '/claims/:id/accept',
    {
      config: signedIn,
      schema: { params: claimIdParamsSchema, response: { 200: claimResponseSchema } },
    },
    async (request) => ({
      claim: await deposits.accept(currentUserId(request), request.params.id),
    }),
  );

  app.post(
    '/claims/:id/dispute',
    {
      config: signedIn,
      schema: {
        params: claimIdParamsSchema,
        body: disputeInputSchema,
        response: { 200: claimResponseSchema },
      },
    },
    async (request) => ({
      claim: await deposits.dispute(currentUserId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/claims',
    {
      config: adminOnly,
      schema: { querystring: adminClaimsQuerySchema, response: { 200: adminClaimListSchema } },
    },
    (request) => deposits.adminList(request.query),
  );

  app.post(
    '/admin/claims/:id/decide',
    {
      config: adminOnly,
      schema: {
        params: claimIdParamsSchema,
        body: claimDecisionInputSchema,
        response: { 200: adminClaimResponseSchema },
      },
    },
    async (request) => ({
      claim: await deposits.decide(currentUserId(request), request.params.id, request.body),
    }),
  );
};
