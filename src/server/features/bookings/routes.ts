import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../../shared/ids';
import { messages } from '../../../shared/messages';
import {
  bookingListTypeSchema,
  createBookingSchema,
  statusChangeSchema,
} from '../../../shared/schemas/bookings';
import { notFound } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

const idParams = z.object({ id: z.string() });

/** A malformed id names nothing: answered 404 like any other unknown id. */
function existingId(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id;
}

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
      existingId(input.itemId, messages.items.notFound);
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
      const id = existingId(request.params.id, messages.bookings.notFound);
      return { booking: await bookings.changeStatus(id, currentUserId(request), request.body) };
    },
  );

  app.get('/items/:id/booked-dates', { schema: { params: idParams } }, (request) =>
    bookings.bookedDates(existingId(request.params.id, messages.items.notFound)),
  );
};
