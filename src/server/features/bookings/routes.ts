import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import {
  bookingListTypeSchema,
  createBookingSchema,
  statusChangeSchema,
} from '../../../shared/schemas/bookings';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

const idParams = z.object({ id: z.string() });

export const bookingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  options,
) => {
  const { bookings } = options.services;
  // Sign-in is checked before the body, so a signed-out caller learns nothing from validation.
  const signedIn = { preValidation: app.authenticate };

  app.post(
    '/bookings',
    { ...signedIn, schema: { body: createBookingSchema } },
    async (request, reply) => {
      const input = request.body;
      wellFormedIdOr404(input.itemId, messages.items.notFound);
      const booking = await bookings.create(currentUserId(request), input);
      return reply.status(201).send({ booking });
    },
  );

  app.get(
    '/bookings/my-bookings',
    { ...signedIn, schema: { querystring: bookingListTypeSchema } },
    (request) => bookings.list(currentUserId(request), request.query.type),
  );

  app.put(
    '/bookings/:id/status',
    { ...signedIn, schema: { params: idParams, body: statusChangeSchema } },
    async (request) => {
      const id = wellFormedIdOr404(request.params.id, messages.bookings.notFound);
      return { booking: await bookings.changeStatus(id, currentUserId(request), request.body) };
    },
  );

  app.get('/items/:id/booked-dates', { schema: { params: idParams } }, (request) =>
    bookings.bookedDates(wellFormedIdOr404(request.params.id, messages.items.notFound)),
  );
};
