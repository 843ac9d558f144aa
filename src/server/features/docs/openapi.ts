import { type ZodType, z } from 'zod';
import type { ApiRoute } from '../../plugins/contracts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  summary: string;
  'x-auth': ApiRoute['auth'];
  security: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

/** A type alias, not an interface, so that it can be sent as a plain JSON record. */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  components: { securitySchemes: Record<string, JsonSchema> };
  paths: Record<string, Record<string, OpenApiOperation>>;
};

const BEARER = 'bearerSession';

/** Requests are described as they arrive (before defaults and transforms), answers as sent. */
function toJson(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  // The document as a whole says which JSON Schema dialect it uses.
  return Object.fromEntries(Object.entries(json).filter(([key]) => key !== '$schema'));
}

function isZodType(value: unknown): value is ZodType {
  return value instanceof z.ZodType;
}

/** Fastify writes `/users/:id`; OpenAPI writes `/users/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function parametersOf(schema: unknown, location: 'path' | 'query'): JsonSchema[] {
  if (!isZodType(schema)) return [];
  const json = toJson(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function responseOf(status: string, schema: ZodType): JsonSchema {
  if (status === '204') return { description: 'No content' };
  const description = status === '4xx' ? 'Refused: see the error message and code' : 'Success';
  return { description, content: { 'application/json': { schema: toJson(schema, 'output') } } };
}

function operationOf(route: ApiRoute): OpenApiOperation {
  const { params, querystring, body, response } = route.schema;
  const parameters = [...parametersOf(params, 'path'), ...parametersOf(querystring, 'query')];
  return {
    summary: `${route.method} ${openApiPath(route.url)}`,
    'x-auth': route.auth,
    security: route.auth === 'public' ? [] : [{ [BEARER]: [] }],
    ...(parameters.length > 0 && { parameters }),
    ...(isZodType(body) && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: toJson(body, 'input') } },
      },
    }),
    responses: Object.fromEntries(
      Object.entries(response).map(([status, schema]) => [
        status.toUpperCase(),
        responseOf(status, schema),
      ]),
    ),
  };
}

/** The OpenAPI document of the API, made from the schemas the routes validate and send with. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lendwell API',
      version: '1',
      description:
        'Peer-to-peer rentals. Routes that need sign-in take the header ' +
        '"Authorization: Bearer <token>" with the token from /api/auth/login or ' +
        '/api/auth/register; x-auth says who may call each route (public, signed-in, admin).',
    },
    components: { securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
