import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './errors';
import { registerPageRoutes } from './pages/routes';

export interface WebOptions {
  /** SOURCE_MAPS=public: serve the built `.map` files; otherwise they are a 404. */
  publicSourceMaps: boolean;
}

/** The build's brotli and gzip copies sit beside each file, named `<file>.br` and `<file>.gz`. */
const PRECOMPRESSED_COPY = /\.(br|gz)$/;
const SOURCE_MAP = /\.map$/;
const ASSETS_PATH = '/assets/';
/** A dot folder or file anywhere in the path, such as the build's own `.vite/manifest.json`. */
const DOT_SEGMENT = /(^|\/)\./;

/** The file a reply stands for: a precompressed copy stands for its original. */
function originalOf(path: string): string {
  return path.replace(PRECOMPRESSED_COPY, '');
}

function cacheControlFor(path: string, webRoot: string): string {
  const original = originalOf(path);
  if (original.endsWith('index.html')) return 'no-cache';
  if (original.startsWith(join(webRoot, 'assets'))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * A missing built file is a 404, not the app's page: a script or style asked for after a
 * deploy, a source map kept private, a precompressed copy asked for by name.
 */
function isBuiltFilePath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (
    path.startsWith(ASSETS_PATH) ||
    SOURCE_MAP.test(path) ||
    PRECOMPRESSED_COPY.test(path) ||
    DOT_SEGMENT.test(path)
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated on every use,
 * each file as the build's brotli or gzip copy when the client accepts one, and every unknown
 * non-API GET answered with the SPA so its router shows the page (or its 404).
 */
export async function registerWeb(
  app: FastifyInstance,
  webRoot: string | undefined,
  options: WebOptions,
) {
  const hasWebBuild = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  let sendApp: ((reply: FastifyReply) => FastifyReply) | undefined;
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // The SPA's page carries the marketplace's settings: only the page routes write it.
      index: false,
      // Picks `<file>.br` or `<file>.gz` by Accept-Encoding and adds `Vary: Accept-Encoding`.
      preCompressed: true,
      // The build's manifest (.vite/) names every chunk for the server's pages, not the public.
      dotfiles: 'ignore',
      // Copies are chosen by the handler, never asked for by name; maps only when public.
      allowedPath: (path) =>
        path !== '/index.html' &&
        !PRECOMPRESSED_COPY.test(path) &&
        (options.publicSourceMaps || !SOURCE_MAP.test(path)),
      // Our own Cache-Control below; otherwise send writes `max-age=0` over it.
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', cacheControlFor(path, webRoot));
      },
    });
    sendApp = registerPageRoutes(app, webRoot).sendApp;
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !sendApp || !isPageRequest) {
      throw notFound('errors.apiNotFound');
    }
    if (isBuiltFilePath(request.url)) {
      throw notFound('errors.notFound');
    }
    return sendApp(reply);
  });
}
