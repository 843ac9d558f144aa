import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
} from '../../../shared/schemas/calendar';
import { noContentSchema } from '../../../shared/schemas/common';
import { wellFormedIdOr404 } from '../../errors';
import { currentUserId } from '../../plugins/auth';
import type { CalendarService } from './service';

export interface CalendarRoutesOptions {
  calendar: CalendarService;
  /** Feed reads per client address and minute: calendar apps refresh, people do not guess. */
  feedRateLimitPerMinute: number;
}

const ICS = 'text/calendar; charset=utf-8';
const icsSchema = z.string().describe('An iCalendar (RFC 5545) file');

/** A safe file name for the item's calendar: letters and digits of its title. */
function fileNameOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${slug || 'item'}-booked-dates.ics`;
}

export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (
  app,
  { calendar, feedRateLimitPerMinute },
) => {
  const signedIn = { auth: 'signed-in' } as const;

  app.get(
    '/account/calendar-feed',
    { config: signedIn, schema: { response: { 200: calendarFeedStatusSchema } } },
    (request) => calendar.status(currentUserId(request)),
  );

  app.post(
    '/account/calendar-feed',
    { config: signedIn, schema: { response: { 201: calendarFeedCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await calendar.create(currentUserId(request))),
  );

  app.delete(
    '/account/calendar-feed',
    { config: signedIn, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await calendar.revoke(currentUserId(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: {
        // The token in the path is the credential; a calendar app has no session.
        auth: 'public',
        rateLimit: { max: feedRateLimitPerMinute, timeWindow: '1 minute', hook: 'onRequest' },
      },
      schema: { params: z.object({ file: z.string() }), response: { 200: icsSchema } },
    },
    async (request, reply) => {
      const ics = await calendar.feed(request.params.file);
      // Not JSON, so Fastify sends the text as it is; private, as the feed names people.
      reply.type(ICS).header('cache-control', 'private, no-store');
      return ics;
    },
  );

  app.get(
    '/items/:id/calendar.ics',
    {
      config: { auth: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: icsSchema } },
    },
    async (request, reply) => {
      const id = wellFormedIdOr404(request.params.id, 'calendar.notFound');
      const { title, ics } = await calendar.itemCalendar(id);
      reply.type(ICS).header('content-disposition', `attachment; filename="${fileNameOf(title)}"`);
      return ics;
    },
  );
};
