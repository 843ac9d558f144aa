import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutSessionSchema,
  createCheckoutSchema,
  paymentSessionStatusSchema,
  sessionQuerySchema,
} from '../../../shared/schemas/payments';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import { localCheckoutRoutes } from './localRoutes';
import type { PaymentsService } from './service';
import { webhookRoutes } from './webhookRoutes';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  /** PUBLIC_URL: where the provider sends the payer back. Else the request's own origin. */
  publicUrl?: string;
  localPayRateLimitPerMinute: number;
}

function baseUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  options,
) => {
  const { payments } = options;
  const signedIn = { config: { auth: 'signed-in' } } as const;

  app.post(
    '/payments/create-checkout-session',
    {
      config: { auth: 'signed-in', needsDisclaimer: true },
      schema: { body: createCheckoutSchema, response: { 200: checkoutSessionSchema } },
    },
    (request) => {
      const bookingId = wellFormedIdOr404(request.body.bookingId, 'bookings.notFound');
      return payments.createCheckout(
        currentUserId(request),
        bookingId,
        baseUrlOf(request, options.publicUrl),
      );
    },
  );

  app.get(
    '/payments/session',
    {
      ...signedIn,
      schema: { querystring: sessionQuerySchema, response: { 200: paymentSessionStatusSchema } },
    },
    (request) => payments.sessionStatus(currentUserId(request), request.query.session_id),
  );

  await app.register(webhookRoutes, { payments });
  if (payments.localCheckout) {
    await app.register(localCheckoutRoutes, {
      payments,
      checkout: payments.localCheckout,
      rateLimitPerMinute: options.localPayRateLimitPerMinute,
    });
  }
};
