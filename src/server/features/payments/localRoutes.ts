import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  localCardSchema,
  localCheckoutSessionSchema,
  localPaymentResultSchema,
} from '../../../shared/schemas/payments';
import { badRequest, conflict, notFound, paymentRequired } from '../../errors';
import type { LocalPaymentProvider } from '../../payments/local';
import type { PaymentsService } from './service';

const sessionParams = z.object({ id: z.string().max(300) });

export interface LocalCheckoutRoutesOptions {
  payments: PaymentsService;
  checkout: LocalPaymentProvider;
  rateLimitPerMinute: number;
}

/**
 * The built-in hosted checkout page's API. No sign-in: as with Stripe's hosted page, the
 * unguessable session id is the capability. Card numbers are compared, never stored or logged.
 */
export const localCheckoutRoutes: FastifyPluginAsyncZod<LocalCheckoutRoutesOptions> = async (
  app,
  { payments, checkout, rateLimitPerMinute },
) => {
  app.get(
    '/payments/local/sessions/:id',
    {
      config: { auth: 'public' },
      schema: { params: sessionParams, response: { 200: localCheckoutSessionSchema } },
    },
    async (request) => {
      const session = await checkout.describe(request.params.id);
      if (!session) throw notFound('payments.sessionNotFound');
      return session;
    },
  );

  app.post(
    '/payments/local/sessions/:id/pay',
    {
      schema: {
        params: sessionParams,
        body: localCardSchema,
        response: { 200: localPaymentResultSchema },
      },
      config: { auth: 'public', rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const result = await checkout.pay(request.params.id, request.body.cardNumber);
      switch (result.kind) {
        case 'not_found':
          throw notFound('payments.sessionNotFound');
        case 'closed':
          throw conflict('payments.sessionClosed', 'SESSION_CLOSED');
        case 'declined':
          throw paymentRequired('payments.cardDeclined');
        case 'unknown_card':
          throw badRequest('payments.cardUnknown', 'cardNumber');
        case 'paid':
          // What Stripe's webhook would do; the success page's lookup would also catch it.
          await payments.fulfil(result);
          return { redirectUrl: result.redirectUrl };
      }
    },
  );
};
