import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../shared/errors';
import { i18nFor, isMessageId } from '../../shared/i18n/allCatalogs';
import { marketplaceWords } from '../../shared/i18n/marketplaceWords';
import type { MessageId } from '../../shared/i18n/messageIds';
import { AppError } from '../errors';
import { PaymentProviderUnavailableError } from '../payments/provider';
import { requestLocale } from './requestLocale';

/** A payer may try again once the provider is back; the booking is left as it was. */
const PROVIDER_RETRY_AFTER_SECONDS = 30;

type ClientError = { status: number; code: string; message: MessageId };

/** Fastify's own client errors, answered with a message a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, ClientError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'errors.malformedJson',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: 'errors.malformedJson',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'errors.bodyTooLarge',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'errors.mediaType',
  },
};

type ErrorAnswer = { status: number; body: ApiErrorBody; values?: Record<string, string | number> };

function toErrorBody(error: FastifyError | AppError): ErrorAnswer {
  if (error instanceof PaymentProviderUnavailableError) {
    const body = {
      error: 'payments.providerUnavailable',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    };
    return { status: 503, body };
  }
  if (error instanceof AppError) {
    const body: ApiErrorBody = { error: error.message, code: error.code };
    if (error.field) body.field = error.field;
    return { status: error.statusCode, body, values: error.values };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const body: ApiErrorBody = {
      error: first?.message ?? 'errors.invalid',
      code: 'VALIDATION_ERROR',
    };
    if (field) body.field = field;
    return { status: 400, body };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: { error: known.message, code: known.code } };
  if (error.statusCode === 429) {
    return { status: 429, body: { error: 'errors.rateLimited', code: 'RATE_LIMITED' } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's and its plugins' own texts are written for developers, in English only.
    const message = isMessageId(error.message) ? error.message : 'errors.invalid';
    return { status: error.statusCode, body: { error: message, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { error: 'errors.internal', code: 'INTERNAL' } };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body, values } = toErrorBody(error);
    // A refusal named by message id is written in the reader's language; its code stays.
    if (isMessageId(body.error)) {
      const i18n = i18nFor(requestLocale(request));
      body.error = i18n._(body.error, { ...marketplaceWords(i18n.locale), ...values });
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof PaymentProviderUnavailableError) {
      reply.header('retry-after', PROVIDER_RETRY_AFTER_SECONDS);
    }
    return reply.status(status).send(body);
  });
}
