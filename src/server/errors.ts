import type { MessageId } from '../shared/i18n/messageIds';
import { isUuid } from '../shared/ids';

/** A refusal's words with their arguments, written in the reader's language when answered. */
export type MessageWithValues = { id: MessageId; values: Record<string, string | number> };

/**
 * An error whose message is safe to show to the user; anything else is answered as a 500. Its
 * message is a message id (or an id with arguments), put in the request's language by the
 * error handler.
 */
export class AppError extends Error {
  readonly values: Record<string, string | number> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | MessageWithValues,
    readonly field?: string,
  ) {
    super(typeof message === 'string' ? message : message.id);
    this.values = typeof message === 'string' ? undefined : message.values;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string | MessageWithValues, field?: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, field);
export const unauthorized = (message: string, code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
export const paymentRequired = (message: string) => new AppError(402, 'CARD_DECLINED', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/**
 * A malformed id names nothing: it is answered 404 like any other unknown id. A well-formed one
 * comes back in lower case, as the database writes it, so that what is kept in memory under an
 * id from an address is dropped by the changes the database announces.
 */
export function wellFormedIdOr404(id: string, message: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id.toLowerCase();
}
