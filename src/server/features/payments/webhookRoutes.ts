import type { FastifyPluginAsync } from 'fastify';
import { webhookAckSchema } from '../../../shared/schemas/payments';
import type { PaymentsService } from './service';

/**
 * POST /payments/webhook. The signature covers the exact bytes sent, so this plugin alone keeps
 * JSON bodies raw; everywhere else they are parsed as usual.
 */
export const webhookRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  // Public: the provider's signature over the raw body is what is checked.
  const options = {
    config: { auth: 'public' as const },
    schema: { response: { 200: webhookAckSchema } },
  };
  app.post('/payments/webhook', options, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    await payments.handleWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
    return { received: true as const };
  });
};
