import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spokenLocale } from '../../../shared/i18n/locales';
import {
  bookedDatesSchema,
  bookingListSchema,
  bookingListTypeSchema,
  bookingResponseSchema,
  cancellationPreviewSchema,
  createBookingSchema,
  itemAddressSchema,
  statusChangeSchema,
} from '../../../shared/schemas/bookings';
import { feeSettingsSchema } from '../../../shared/schemas/fees';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import { requestLocale } from '../../plugins/requestLocale';
import type { BookingsService } from './service';

const idParams = z.object({ id: z.string() });

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  const signedIn = { config: { auth: 'signed-in' } } as const;

  app.post(
    '/bookings',
    {
      config: { auth: 'signed-in', needsDisclaimer: true },
      schema: { body: createBookingSchema, response: { 201: bookingResponseSchema } },
    },
    async (request, reply) => {
      const input = request.body;
      wellFormedIdOr404(input.itemId, 'items.notFound');
      // The pseudo-locale's refusals name their dates as English does.
      const locale = spokenLocale(requestLocale(request));
      const booking = await bookings.create(currentUserId(request), input, locale);
      return reply.status(201).send({ booking });
    },
  );

  app.get(
    '/bookings/my-bookings',
    {
      ...signedIn,
      schema: { querystring: bookingListTypeSchema, response: { 200: bookingListSchema } },
    },
    (request) => bookings.list(currentUserId(request), request.query),
  );

  app.put(
    '/bookings/:id/status',
    {
      ...signedIn,
      schema: {
        params: idParams,
        body: statusChangeSchema,
        response: { 200: bookingResponseSchema },
      },
    },
    async (request) => {
      const id = wellFormedIdOr404(request.params.id, 'bookings.notFound');
      return { booking: await bookings.changeStatus(id, currentUserId(request), request.body) };
    },
  );

  app.get(
    '/bookings/:id/cancellation',
    {
      ...signedIn,
      schema: { params: idParams, response: { 200: cancellationPreviewSchema } },
    },
    async (request) => {
      const id = wellFormedIdOr404(request.params.id, 'bookings.notFound');
      return { cancellation: await bookings.cancellationPreview(id, currentUserId(request)) };
    },
  );

  app.get(
    '/fees',
    { config: { auth: 'public' }, schema: { response: { 200: feeSettingsSchema } } },
    () => bookings.fees(),
  );

  app.get(
    '/items/:id/booked-dates',
    {
      config: { auth: 'public' },
      schema: { params: idParams, response: { 200: bookedDatesSchema } },
    },
    (request) => bookings.bookedDates(wellFormedIdOr404(request.params.id, 'items.notFound')),
  );

  app.get(
    '/items/:id/address',
    { ...signedIn, schema: { params: idParams, response: { 200: itemAddressSchema } } },
    (request) =>
      bookings.address(
        wellFormedIdOr404(request.params.id, 'items.notFound'),
        currentUserId(request),
      ),
  );
};
