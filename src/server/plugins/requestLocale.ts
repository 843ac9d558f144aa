import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { type AppLocale, PSEUDO_LOCALE, pickLocale } from '../../shared/i18n/locales';

/**
 * The language an answer's words are written in: the first of the request's `Accept-Language`
 * that the product speaks. The web app sends the language chosen on the device there, the
 * pseudo-locale included, so that a page under test shows no refusal outside the catalogs.
 */
export function requestLocale(request: FastifyRequest): AppLocale {
  const acceptLanguage = request.headers['accept-language'];
  if (!acceptLanguage) return pickLocale([]);
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  return languages[0]?.toLowerCase() === PSEUDO_LOCALE.toLowerCase()
    ? PSEUDO_LOCALE
    : pickLocale(languages);
}
