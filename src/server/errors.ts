import { isUuid } from '../shared/ids';

/** An error whose message is safe to show to the user; anything else is answered as a 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) =>
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
