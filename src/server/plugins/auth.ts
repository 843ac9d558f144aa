import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_SUSPENDED, DISCLAIMER_NOT_ACCEPTED } from '../../shared/errorCodes';
import type { Role } from '../../shared/roles';
import { AppError, forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say it. Owner rules live in services. */
    auth?: RouteAccess;
    /**
     * The platform disclaimer must be accepted first: set on the writes that list or rent
     * (uploads, listings, booking requests, payments, messages). Checked after sign-in.
     */
    needsDisclaimer?: boolean;
  }
  interface FastifyRequest {
    /** The caller's id when a live session token came with the request; null otherwise. */
    userId: string | null;
    userRole: Role | null;
    sessionTokenHash: string | null;
    disclaimerAccepted: boolean;
  }
}

/**
 * How the plugin reads a bearer token: the auth feature's session service satisfies it, and the
 * plugin depends on this shape only, so features can use the plugin without a cycle.
 */
export interface SessionLookup {
  lookup(token: string): Promise<{
    userId: string;
    role: Role;
    tokenHash: string;
    disclaimerAccepted: boolean;
  } | null>;
  /**
   * The suspension's reason when the token names a session the suspension ended (unexpired,
   * of an account still suspended); else null.
   */
  suspensionOf(token: string): Promise<string | null>;
}

/** Who may call a route; rules about whose things a caller may change live in the services. */
export const ROUTE_ACCESS = ['public', 'signed-in', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** Routes under this prefix are the API: each must declare who may call it. */
export const API_PREFIX = '/api';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function accessOf(route: RouteOptions): RouteAccess | undefined {
  const declared: unknown = route.config?.auth;
  return ROUTE_ACCESS.find((access) => access === declared);
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Who may call a route is declared in its `config.auth` and enforced here, at `onRequest`:
 * before the body is read or validated, so a signed-out caller learns nothing from validation,
 * and before any per-account rate limit, which needs to know the caller.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionLookup }) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('userRole', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('disclaimerAccepted', false);

    /** Reads the bearer token into the request when it names a live session. */
    async function identify(
      request: FastifyRequest,
    ): Promise<'signed-in' | 'no-token' | 'expired'> {
      const token = bearerToken(request);
      if (!token) return 'no-token';
      const session = await options.sessions.lookup(token);
      if (!session) return 'expired';
      request.userId = session.userId;
      request.userRole = session.role;
      request.sessionTokenHash = session.tokenHash;
      request.disclaimerAccepted = session.disclaimerAccepted;
      return 'signed-in';
    }

    async function requireSignedIn(request: FastifyRequest): Promise<void> {
      const outcome = await identify(request);
      if (outcome === 'expired') {
        // The holder of a session a suspension ended is told why, as at their next sign-in.
        const reason = await options.sessions.suspensionOf(bearerToken(request) ?? '');
        if (reason !== null) {
          throw new AppError(401, ACCOUNT_SUSPENDED, {
            id: 'moderation.suspendedSignedOut',
            values: { reason },
          });
        }
        throw unauthorized('auth.sessionExpired', 'SESSION_EXPIRED');
      }
      if (outcome === 'no-token') throw unauthorized('auth.required');
    }

    const guards: Record<RouteAccess, onRequestHookHandler> = {
      public: async (request) => {
        await identify(request);
      },
      'signed-in': requireSignedIn,
      admin: async (request) => {
        await requireSignedIn(request);
        if (request.userRole !== 'admin') throw forbidden('auth.adminOnly');
      },
    };
    // Runs after the access guard (which answers 401 first) and still before the body is read.
    const requireDisclaimer: onRequestHookHandler = async (request) => {
      if (!request.disclaimerAccepted) {
        throw forbidden('auth.disclaimerRequired', DISCLAIMER_NOT_ACCEPTED);
      }
    };
    const guardSet = new Set<unknown>([...Object.values(guards), requireDisclaimer]);

    app.addHook('onRoute', (route) => {
      const access = accessOf(route);
      if (!access) {
        if (route.url.startsWith(API_PREFIX)) {
          throw new Error(`${route.method} ${route.url} declares no config.auth`);
        }
        return;
      }
      const existing = asArray(route.onRequest);
      // A HEAD route copies its GET route's options, guard included.
      if (existing.some((hook) => guardSet.has(hook))) return;
      const disclaimer = route.config?.needsDisclaimer === true ? [requireDisclaimer] : [];
      route.onRequest = [guards[access], ...disclaimer, ...existing];
    });
  },
  { name: 'auth' },
);

/** The caller's id inside a route declared `signed-in` or `admin`. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.userId) throw unauthorized('auth.required');
  return request.userId;
}
