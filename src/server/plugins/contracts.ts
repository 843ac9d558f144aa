import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ZodType } from 'zod';
import { apiErrorSchema } from '../../shared/errors';
import { API_PREFIX, type RouteAccess } from './auth';

/** One API route as its contract says: who may call it, what it takes and what it answers. */
export interface ApiRoute {
  method: string;
  url: string;
  auth: RouteAccess;
  /** Refused (403) to a caller who has not accepted the platform disclaimer. */
  needsDisclaimer: boolean;
  schema: FastifySchema & { response: Record<string, ZodType> };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, in registration order; read once all routes are registered. */
    apiRoutes: ApiRoute[];
  }
}

function isZodSchemaMap(value: unknown): value is Record<string, ZodType> {
  if (typeof value !== 'object' || value === null) return false;
  const schemas = Object.values(value);
  return schemas.length > 0 && schemas.every((schema) => schema instanceof ZodType);
}

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * Every /api route must declare its answers: the serializer then sends only the fields its
 * schema names, and the OpenAPI document is made from the same table. Error answers share
 * one shape, added here so that no route has to repeat it.
 */
export const contractsPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: ApiRoute[] = [];
    app.decorate('apiRoutes', routes);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_PREFIX)) return;
      const schema = route.schema ?? {};
      const response: unknown = schema.response;
      // The auth plugin, registered first, has already refused a route without `auth`.
      const auth = route.config?.auth;
      if (!auth) return;
      if (!isZodSchemaMap(response)) {
        throw new Error(`${methodsOf(route).join(',')} ${route.url} declares no response schema`);
      }
      const withErrors = { '4xx': apiErrorSchema, ...response };
      route.schema = { ...schema, response: withErrors };
      for (const method of methodsOf(route)) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          auth,
          needsDisclaimer: route.config?.needsDisclaimer === true,
          schema: { ...schema, response: withErrors },
        });
      }
    });
  },
  { name: 'contracts', dependencies: ['auth'] },
);
