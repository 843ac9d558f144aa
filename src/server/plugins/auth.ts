import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../shared/messages';
import { unauthorized } from '../errors';
import type { SessionService } from '../features/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, set by `app.authenticate`; null when signed out. */
    userId: string | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    /** preHandler that refuses with 401 unless the bearer token names a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler that reads a bearer token when one is given, and never refuses. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('sessionTokenHash', null);

    async function resolve(request: FastifyRequest): Promise<boolean> {
      const token = bearerToken(request);
      if (!token) return false;
      const session = await options.sessions.lookup(token);
      if (!session) return false;
      request.userId = session.userId;
      request.sessionTokenHash = session.tokenHash;
      return true;
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      await resolve(request);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const hadToken = bearerToken(request) !== null;
      if (await resolve(request)) return;
      throw hadToken
        ? unauthorized(messages.auth.sessionExpired, 'SESSION_EXPIRED')
        : unauthorized(messages.auth.required);
    });
  },
  { name: 'auth' },
);

/** The caller's id inside a route guarded by `app.authenticate`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized(messages.auth.required);
  return request.userId;
}
