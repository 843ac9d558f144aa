import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationListSchema,
  conversationMessagesSchema,
  conversationQuerySchema,
  messageResponseSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '../../../shared/schemas/messages';
import { currentUserId } from '../../plugins/auth';
import type { MessagesService } from './service';

export interface MessagesRoutesOptions {
  messages: MessagesService;
  sendRateLimitPerMinute: number;
}

const partnerParams = z.object({ partnerId: z.string() });
const signedIn = { auth: 'signed-in' } as const;

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  options,
) => {
  const { messages } = options;

  const sendRateLimit = {
    max: options.sendRateLimitPerMinute,
    timeWindow: '1 minute',
    // Counted per account (the caller is known from onRequest on) and before the body is
    // validated, so that rejected attempts use up the allowance too.
    hook: 'preValidation' as const,
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  };

  app.post(
    '/messages',
    {
      config: { ...signedIn, needsDisclaimer: true, rateLimit: sendRateLimit },
      schema: { body: sendMessageSchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: await messages.send(currentUserId(request), request.body) }),
  );

  app.get(
    '/messages/conversations',
    { config: signedIn, schema: { response: { 200: conversationListSchema } } },
    (request) => messages.conversations(currentUserId(request)),
  );

  app.get(
    '/messages/unread-count',
    { config: signedIn, schema: { response: { 200: unreadCountSchema } } },
    (request) => messages.unreadCount(currentUserId(request)),
  );

  app.get(
    '/messages/conversation/:partnerId',
    {
      config: signedIn,
      schema: {
        params: partnerParams,
        querystring: conversationQuerySchema,
        response: { 200: conversationMessagesSchema },
      },
    },
    (request) =>
      messages.conversation(currentUserId(request), request.params.partnerId, request.query),
  );
};
