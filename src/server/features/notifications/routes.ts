import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '../../../shared/schemas/common';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  notificationUnreadSchema,
  unsubscribeResultSchema,
  unsubscribeSchema,
  updatePreferencesSchema,
} from '../../../shared/schemas/notifications';
import { currentUserId } from '../../plugins/auth';
import type { NotificationsService } from './service';

const idParams = z.object({ id: z.string() });

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  unsubscribeRateLimitPerMinute: number;
}> = async (app, { notifications, unsubscribeRateLimitPerMinute }) => {
  app.get(
    '/notifications',
    {
      config: { auth: 'signed-in' },
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationPageSchema } },
    },
    (request) => notifications.list(currentUserId(request), request.query.page),
  );

  app.get(
    '/notifications/unread-count',
    { config: { auth: 'signed-in' }, schema: { response: { 200: notificationUnreadSchema } } },
    (request) => notifications.unreadCount(currentUserId(request)),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { auth: 'signed-in' },
      schema: { params: idParams, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await notifications.markRead(currentUserId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/notifications/read-all',
    { config: { auth: 'signed-in' }, schema: { response: { 204: noContentSchema } } },
    async (request, reply) => {
      await notifications.markAllRead(currentUserId(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/notifications/preferences',
    {
      config: { auth: 'signed-in' },
      schema: { response: { 200: notificationPreferencesSchema } },
    },
    (request) => notifications.preferences(currentUserId(request)),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { auth: 'signed-in' },
      schema: { body: updatePreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    (request) => notifications.updatePreferences(currentUserId(request), request.body.preferences),
  );

  // Without a sign-in: the token from the email is the proof. Guessing tokens is slowed down.
  app.post(
    '/notifications/unsubscribe',
    {
      config: {
        auth: 'public',
        rateLimit: { max: unsubscribeRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: { body: unsubscribeSchema, response: { 200: unsubscribeResultSchema } },
    },
    (request) => notifications.unsubscribe(request.body.token, request.body.category),
  );
};
