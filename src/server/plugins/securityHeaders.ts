import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Google's hosts the Places autocomplete script loads from and talks to. */
const GOOGLE_MAPS_SOURCES = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/**
 * Fixed lists only: a directive computed per request (a nonce) would be computed once below and
 * then repeated on every response.
 */
type StaticDirectives = Record<string, string[] | null>;

export interface ExtraSources {
  /** Hosts images are redirected to (a bucket's public address or a CDN). */
  imageSources: string[];
}

/**
 * Helmet's strict defaults, opened only for what the app uses: blob: previews of chosen photos,
 * the public address of stored images when they are served from there, and Google Maps when a
 * maps key is configured.
 */
function helmetOptions(allowGoogleMaps: boolean, extra: ExtraSources): HelmetOptions {
  const maps = allowGoogleMaps ? GOOGLE_MAPS_SOURCES : [];
  const directives: StaticDirectives = {
    // Served over plain http on localhost too: do not force https sub-resources.
    upgradeInsecureRequests: null,
    imgSrc: ["'self'", 'data:', 'blob:', ...extra.imageSources, ...maps],
    scriptSrc: ["'self'", ...maps],
    connectSrc: ["'self'", ...maps],
  };
  return { contentSecurityPolicy: { directives } };
}

/**
 * The headers helmet sets for these options. None of them depends on the request (no nonces, no
 * directive functions), so helmet runs once, against a response that is never sent.
 */
function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let finished = false;
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Every response, API or page, carries helmet's headers. They are computed once at startup:
 * running helmet's middleware on each request cost about 40 % of the server's throughput.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  allowGoogleMaps: boolean,
  extra: ExtraSources,
) {
  const headers = securityHeadersFor(helmetOptions(allowGoogleMaps, extra));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
