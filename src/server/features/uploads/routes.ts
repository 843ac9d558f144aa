import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ITEM_IMAGE_MAX_BYTES } from '../../../shared/images';
import { uploadedImageSchema } from '../../../shared/schemas/common';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../errors';
import type { ImageStorage } from '../../storage/imageStorage';
import { NotAnImageError, processAndStoreImage } from './imagePipeline';

export interface UploadsRoutesOptions {
  imageStorage: ImageStorage;
  rateLimitPerMinute: number;
}

const IMAGE_FIELD = 'image';
const MULTIPART_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

function errorCode(error: unknown): string | undefined {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/**
 * Busboy's errors carry texts meant for developers; answer with ones meant for people. Reading
 * the form touches nothing but the request, so whatever else goes wrong while reading it (no
 * boundary, a part cut short, bytes that are no form at all) is the client's malformed body.
 */
function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = errorCode(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge('uploads.tooLarge');
  if (code && MULTIPART_LIMIT_CODES.has(code)) return payloadTooLarge('uploads.tooManyParts');
  return new AppError(400, 'MALFORMED_MULTIPART', 'uploads.malformedForm');
}

/** The bytes of the form field `image`, refused once they pass the size cap. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMAGE_FIELD) {
      // Drain the stray file so the connection can still carry the answer.
      part?.file.resume();
      throw badRequest('uploads.missingFile', IMAGE_FIELD);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw payloadTooLarge('uploads.tooLarge');
    // A form submitted with no file chosen still sends the field, empty.
    if (bytes.length === 0) throw badRequest('uploads.missingFile', IMAGE_FIELD);
    return bytes;
  } catch (error) {
    throw toUploadError(error);
  }
}

/**
 * POST /upload/image: one image in the multipart field `image`, decoded (never trusting the
 * filename or the declared type), re-encoded without metadata and stored by content hash.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, options) => {
  // Only multipart is parsed here, so a JSON or text body is refused by Fastify with a 415.
  app.removeAllContentTypeParsers();
  await app.register(multipart, {
    limits: { fileSize: ITEM_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  const rateLimit = {
    max: options.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Counted once the caller is known (sign-in is checked at onRequest): the limit then follows
    // the account across addresses, and neighbours behind one shared address do not use up each
    // other's allowance. Callers without a valid session are refused before any counting or
    // body read.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.userId ?? request.ip,
  };

  app.post(
    '/upload/image',
    {
      config: { auth: 'signed-in', needsDisclaimer: true, rateLimit },
      schema: { response: { 201: uploadedImageSchema } },
    },
    async (request, reply) => {
      // A body-less POST never reaches a content-type parser, so it is caught here.
      if (!request.isMultipart()) throw unsupportedMediaType('uploads.missingFile');
      const bytes = await readImageField(request);
      try {
        return reply.status(201).send(await processAndStoreImage(options.imageStorage, bytes));
      } catch (error) {
        if (error instanceof NotAnImageError) {
          throw unsupportedMediaType('uploads.notAnImage');
        }
        throw error;
      }
    },
  );
};
