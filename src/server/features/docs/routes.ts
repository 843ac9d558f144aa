import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi';
import { renderReferencePage } from './page';

/**
 * GET /api/openapi.json and GET /api/docs. Both are made on first request, when every route is
 * registered, and kept: the routes do not change while the server runs.
 */
export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOnce = () => {
    document ??= buildOpenApiDocument(app.apiRoutes);
    return document;
  };

  app.get(
    '/openapi.json',
    {
      config: { auth: 'public' },
      schema: { response: { 200: z.record(z.string(), z.unknown()) } },
    },
    () => documentOnce(),
  );

  app.get(
    '/docs',
    { config: { auth: 'public' }, schema: { response: { 200: z.string() } } },
    (_request, reply) => {
      page ??= renderReferencePage(documentOnce());
      // Not JSON, so Fastify sends the text as it is instead of serialising it.
      reply.type('text/html; charset=utf-8');
      return page;
    },
  );
};
