import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../shared/messages';
import { UPLOADS_URL_PREFIX } from '../../storage/imageStorage';

/** Only what the image pipeline writes; a half-written `.tmp` file or anything else is a 404. */
const STORED_IMAGE_NAME = /^\/?[a-f0-9]{64}\.(jpg|webp)$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves stored images at /uploads. Their names are content hashes, so a name never changes
 * content and browsers may keep them forever.
 */
export async function registerUploads(app: FastifyInstance, uploadsDir: string) {
  // @fastify/static needs the folder at start-up; storage would only create it on first upload.
  await mkdir(uploadsDir, { recursive: true });
  await app.register(
    async (uploads) => {
      // Its own 404, or the web app's fallback would answer a missing image with index.html.
      uploads.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ error: messages.errors.notFound, code: 'NOT_FOUND' }),
      );
      await uploads.register(fastifyStatic, {
        root: uploadsDir,
        // The web app's instance owns reply.sendFile.
        decorateReply: false,
        index: false,
        // Images arrive after start-up, so files are looked up per request, not listed at boot.
        wildcard: true,
        allowedPath: (pathName) => STORED_IMAGE_NAME.test(pathName),
        // Given to `send`, which writes cache-control after setHeaders and would overwrite it.
        maxAge: ONE_YEAR_MS,
        immutable: true,
        setHeaders(reply) {
          reply.header('x-content-type-options', 'nosniff');
        },
      });
    },
    { prefix: UPLOADS_URL_PREFIX.replace(/\/$/, '') },
  );
}
