import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationQuerySchema, sendMessageSchema } from '../../../shared/schemas/messages';
import { currentUserId } from '../../plugins/auth';
import type { Services } from '../../services';

export interface MessagesRoutesOptions {
  services: Services;
  sendRateLimitPerMinute: number;
}

const partnerParams = z.object({ partnerId: z.string() });

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  options,
) => {
  const { messages } = options.services;
  // Sign-in is checked before the body, so a signed-out caller learns nothing from validation.
  const signedIn = { preValidation: app.authenticate };

  const sendRateLimit = {
    max: options.sendRateLimitPerMinute,
    timeWindow: '1 minute',
    // Counted per account right after `authenticate` (route hooks run first) and before the
    // body is validated, so that rejected attempts use up the allowance too.
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  };

  app.post(
    '/messages',
    { ...signedIn, config: { rateLimit: sendRateLimit }, schema: { body: sendMessageSchema } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: await messages.send(currentUserId(request), request.body) }),
  );

  app.get('/messages/conversations', signedIn, (request) =>
    messages.conversations(currentUserId(request)),
  );

  app.get('/messages/unread-count', signedIn, (request) =>
    messages.unreadCount(currentUserId(request)),
  );

  app.get(
    '/messages/conversation/:partnerId',
    { ...signedIn, schema: { params: partnerParams, querystring: conversationQuerySchema } },
    (request) =>
      messages.conversation(currentUserId(request), request.params.partnerId, request.query),
  );
};
