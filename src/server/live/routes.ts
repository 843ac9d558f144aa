import type { SSEReplyInterface } from '@fastify/sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '../errors';
import { currentUserId } from '../plugins/auth';
import type { LiveHub } from './hub';
import { createLiveStream, type LiveStreamLimits } from './stream';

export interface LiveRoutesOptions {
  hub: LiveHub;
  limits: LiveStreamLimits;
}

/** How long a tab waits before reconnecting after the stream drops (the `retry:` field). */
const RECONNECT_MS = 1_000;

/** A Last-Event-ID this server could have sent: a positive integer. Anything else is ignored. */
function cursorOf(lastEventId: string | null): number | undefined {
  if (!lastEventId || !/^\d{1,15}$/.test(lastEventId)) return undefined;
  const seq = Number(lastEventId);
  return seq > 0 ? seq : undefined;
}

/**
 * GET /api/events: the signed-in caller's live events as Server-Sent Events. The browser sends
 * its bearer token in a header (its stream client takes a custom fetch), and Last-Event-ID when
 * it reconnects, so that what it missed is sent first.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const { hub, limits } = options;

  app.get(
    '/events',
    {
      sse: 'dual',
      config: { auth: 'signed-in' },
      schema: {
        response: {
          200: z.string().describe('text/event-stream: `id:` the event id, `event:` its type'),
        },
      },
    },
    async (request, reply) => {
      // Set only when the client asked for text/event-stream; anything else is refused.
      const sse: SSEReplyInterface | undefined = reply.sse;
      if (!sse) throw new AppError(406, 'NOT_ACCEPTABLE', 'live.streamOnly');
      const userId = currentUserId(request);
      const tokenHash = request.sessionTokenHash;
      if (!tokenHash) throw unauthorized('auth.required');
      const cursor = cursorOf(sse.lastEventId);

      sse.keepAlive();
      sse.sendHeaders();
      reply.raw.write(`retry: ${RECONNECT_MS}\n\n`);
      const stream = createLiveStream({ userId, tokenHash }, sse, reply.raw, limits);
      const unsubscribe = hub.subscribe(stream);
      sse.onClose(unsubscribe);
      // Subscribed first, then caught up: an event committed in between arrives either way,
      // and the stream sends it once.
      if (cursor !== undefined) {
        stream.lastSeq = cursor;
        await hub.catchUp(stream);
      }
    },
  );
};
