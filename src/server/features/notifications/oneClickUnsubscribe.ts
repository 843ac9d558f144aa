import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../../../shared/notifications';
import type { NotificationsService } from './service';

const params = z.object({
  token: z.string().min(1).max(200),
  category: z.enum(NOTIFICATION_CATEGORIES),
});

/**
 * RFC 8058 one-click unsubscribe: mail programs POST to the List-Unsubscribe address itself,
 * which is also the page the email's link opens (a GET there shows the web page, which asks
 * the API). The answer is plain: no person reads it.
 */
export async function registerOneClickUnsubscribe(
  app: FastifyInstance,
  notifications: NotificationsService,
  rateLimitPerMinute: number,
) {
  await app.register(async (scope) => {
    // The body says `List-Unsubscribe=One-Click` (form-encoded or multipart); the address alone
    // carries what is needed, so the body is read, bounded, and not used.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/unsubscribe/:token/:category',
      { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = params.safeParse(request.params);
        if (!parsed.success) return reply.status(404).type('text/plain').send('Not found');
        await notifications.unsubscribe(parsed.data.token, parsed.data.category);
        return reply.type('text/plain').send('Unsubscribed');
      },
    );
  });
}
