import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../shared/messages';

function cacheControlFor(path: string, webRoot: string): string {
  if (path.endsWith('index.html')) return 'no-cache';
  if (path.startsWith(join(webRoot, 'assets'))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached,
 * and every unknown non-API GET answered with the SPA so its router shows the page (or its 404).
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined) {
  const hasWebBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: ['index.html'],
      // Our own Cache-Control below; otherwise send writes `max-age=0` over it.
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControlFor(path, webRoot));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !hasWebBuild || !isPageRequest) {
      return reply.status(404).send({ error: messages.errors.apiNotFound, code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
