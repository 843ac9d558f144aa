import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import {
  IMMUTABLE_CACHE_CONTROL,
  type ImageServing,
  STORED_IMAGE_NAME,
  UPLOADS_URL_PREFIX,
} from '../../storage/imageStorage';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/**
 * A redirect is kept for an hour only: the image behind it is immutable, but the public address
 * (a CDN, a new bucket) may change with the settings.
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

const imageNotFound = () => notFound('errors.notFound');

/** A folder on this machine: @fastify/static, with ETags, ranges and 304s of its own. */
async function serveDirectory(uploads: FastifyInstance, directory: string) {
  // @fastify/static needs the folder at start-up; storage would only create it on first upload.
  await mkdir(directory, { recursive: true });
  await uploads.register(fastifyStatic, {
    root: directory,
    // The web app's instance owns reply.sendFile.
    decorateReply: false,
    index: false,
    // Images arrive after start-up, so files are looked up per request, not listed at boot.
    wildcard: true,
    allowedPath: (pathName) => STORED_IMAGE_NAME.test(pathName.replace(/^\//, '')),
    // Given to `send`, which writes cache-control after setHeaders and would overwrite it.
    maxAge: ONE_YEAR_MS,
    immutable: true,
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

/** A bucket: by a redirect to its public address, or read by the server and passed on. */
function serveBucket(
  uploads: FastifyInstance,
  serving: Exclude<ImageServing, { kind: 'directory' }>,
) {
  // HEAD declared here, not derived from GET: Fastify's derived HEAD says content-length 0.
  uploads.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/:name',
    handler: async (request, reply) => {
      const { name } = request.params;
      if (!STORED_IMAGE_NAME.test(name)) throw imageNotFound();
      if (serving.kind === 'redirect') {
        reply.header('cache-control', REDIRECT_CACHE_CONTROL);
        return reply.redirect(serving.locationOf(name), 302);
      }

      const read = await serving.read(name, {
        ifNoneMatch: request.headers['if-none-match'],
        headOnly: request.method === 'HEAD',
      });
      if (read.status === 'missing') throw imageNotFound();
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      reply.header('x-content-type-options', 'nosniff');
      if (read.status === 'not-modified') return reply.status(304).header('etag', read.etag).send();

      reply.type(read.contentType);
      if (read.etag) reply.header('etag', read.etag);
      if (read.lastModified) reply.header('last-modified', read.lastModified.toUTCString());
      if (read.contentLength !== undefined) reply.header('content-length', read.contentLength);
      return reply.send(read.body);
    },
  });
}

/**
 * Serves stored images at /uploads. Their names are content hashes, so a name never changes
 * content and browsers may keep them forever. Only what the image pipeline writes is served: a
 * half-written `.tmp` file or any other name is a 404.
 */
export async function registerUploads(app: FastifyInstance, serving: ImageServing) {
  await app.register(
    async (uploads) => {
      // Its own 404, or the web app's fallback would answer a missing image with index.html.
      uploads.setNotFoundHandler(() => {
        throw imageNotFound();
      });
      if (serving.kind === 'directory') await serveDirectory(uploads, serving.directory);
      else serveBucket(uploads, serving);
    },
    { prefix: UPLOADS_URL_PREFIX.replace(/\/$/, '') },
  );
}
