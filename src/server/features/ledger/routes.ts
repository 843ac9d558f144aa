import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  earningsResponseSchema,
  payoutListSchema,
  payoutResponseSchema,
  stripeAccountLinkSchema,
  yearTotalsResponseSchema,
} from '../../../shared/schemas/earnings';
import { perAccountPerMinute } from '../../plugins/accountRateLimit';
import { currentUserId } from '../../plugins/auth';
import type { LedgerService } from './service';

export interface LedgerRoutesOptions {
  ledger: LedgerService;
  /** Payout requests one account may make per minute. */
  payoutRateLimitPerMinute: number;
  /** PUBLIC_URL: where Stripe's onboarding sends the owner back. Else the request's origin. */
  publicUrl?: string;
  /** Owners connect a Stripe account only when payouts go through Stripe. */
  stripeConfigured: boolean;
}

const signedIn = { auth: 'signed-in' } as const;

function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** A person's own earnings and payouts: everyone signed in has an earnings account. */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  const { ledger } = options;
  app.get(
    '/earnings',
    { config: signedIn, schema: { response: { 200: earningsResponseSchema } } },
    async (request) => ({ earnings: await ledger.earnings(currentUserId(request)) }),
  );

  app.get(
    '/year-totals',
    { config: signedIn, schema: { response: { 200: yearTotalsResponseSchema } } },
    async (request) => ({ totals: await ledger.yearTotals(currentUserId(request)) }),
  );

  app.get(
    '/payouts',
    { config: signedIn, schema: { response: { 200: payoutListSchema } } },
    async (request) => ({ payouts: await ledger.payouts(currentUserId(request)) }),
  );

  app.post(
    '/payouts',
    {
      config: {
        ...signedIn,
        rateLimit: perAccountPerMinute(options.payoutRateLimitPerMinute),
      },
      schema: { response: { 201: payoutResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ payout: await ledger.requestPayout(currentUserId(request)) }),
  );

  if (!options.stripeConfigured) return;
  app.post(
    '/payouts/stripe-account',
    {
      config: {
        ...signedIn,
        rateLimit: perAccountPerMinute(options.payoutRateLimitPerMinute),
      },
      schema: { response: { 200: stripeAccountLinkSchema } },
    },
    async (request) => ({
      url: await ledger.stripeOnboarding(
        currentUserId(request),
        baseUrlOf(request, options.publicUrl),
      ),
    }),
  );
};
