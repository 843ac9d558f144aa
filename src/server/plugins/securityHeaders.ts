import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Google's hosts the Places autocomplete script loads from and talks to. */
const GOOGLE_MAPS_SOURCES = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/**
 * Helmet's strict defaults, opened only for what the app uses: blob: previews of chosen photos,
 * and Google Maps when a maps key is configured.
 */
export async function registerSecurityHeaders(app: FastifyInstance, allowGoogleMaps: boolean) {
  const maps = allowGoogleMaps ? GOOGLE_MAPS_SOURCES : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Served over plain http on localhost too: do not force https sub-resources.
        upgradeInsecureRequests: null,
        imgSrc: ["'self'", 'data:', 'blob:', ...maps],
        scriptSrc: ["'self'", ...maps],
        connectSrc: ["'self'", ...maps],
      },
    },
  });
}
