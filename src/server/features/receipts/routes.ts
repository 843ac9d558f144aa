import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiptResponseSchema } from '../../../shared/schemas/receipts';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { ReceiptsService } from './service';

const idParams = z.object({ id: z.string() });

/** A paid booking's receipt, for its renter and its owner. */
export const receiptsRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptsService }> = async (
  app,
  { receipts },
) => {
  app.get(
    '/bookings/:id/receipt',
    {
      config: { auth: 'signed-in' },
      schema: { params: idParams, response: { 200: receiptResponseSchema } },
    },
    async (request) => {
      const id = wellFormedIdOr404(request.params.id, 'money.bookingNotFound');
      return { receipt: await receipts.receipt(id, currentUserId(request)) };
    },
  );
};
