import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { type Locale, pickLocale } from '../../shared/i18n/locales';

/**
 * The language an answer's words are written in: the first of the request's `Accept-Language`
 * that the product speaks. The web app sends the language chosen on the device there.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const acceptLanguage = request.headers['accept-language'];
  if (!acceptLanguage) return pickLocale([]);
  return pickLocale(new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages());
}
