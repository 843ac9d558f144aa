import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Below this many bytes a compressed answer saves less than the work and the header cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The onSend hook Fastify gives the HEAD route it makes for every GET route: drops the body. */
const FASTIFY_HEAD_BODY_DROP = 'headRouteOnSendHandler';

type OnSendHooks = RouteOptions['onSend'];

function asList(hooks: OnSendHooks) {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Fastify's HEAD routes drop the body in an onSend hook that comes before the compression's,
 * which then sees no body and leaves out Content-Encoding: a HEAD would not show what the GET
 * sends. Held back while the compression attaches itself and put last again, the body is
 * dropped after it has been compressed, and HEAD carries the GET's headers.
 */
async function compressBeforeHeadDropsTheBody(app: FastifyInstance, attach: () => Promise<void>) {
  const heldBack = new WeakMap<RouteOptions, OnSendHooks>();
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') return;
    const hooks = asList(route.onSend);
    const bodyDrop = hooks.at(-1);
    if (bodyDrop?.name !== FASTIFY_HEAD_BODY_DROP) return;
    route.onSend = hooks.slice(0, -1);
    heldBack.set(route, bodyDrop);
  });
  await attach();
  app.addHook('onRoute', (route) => {
    const bodyDrop = heldBack.get(route);
    if (bodyDrop) route.onSend = [...asList(route.onSend), ...asList(bodyDrop)];
  });
}

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream. On two
 * cores the plugin's default (8 kB) sends a 20 kB page through a zlib stream per response; a
 * brotli stream per response measured four times slower than gzip (docs/decisions/0021).
 */
const SYNC_COMPRESSION_LIMIT_BYTES = 64 * 1024;

/**
 * Answers made per request (JSON, the local checkout page) are compressed on the fly when the
 * client accepts it. Gzip first: on our answers it is as small as brotli at the plugin's quality
 * 4, or smaller than brotli at cheaper qualities, for less time (docs/decisions/0021); brotli only
 * for a client that accepts nothing else. Built files arrive already compressed by the static
 * handler and are passed through; the event stream (text/event-stream) and images are never
 * touched. Request bodies are not decompressed: no client of ours sends them compressed, so
 * inflating them would only open a door (a small body that inflates to a large one).
 */
export async function registerCompression(app: FastifyInstance) {
  await compressBeforeHeadDropsTheBody(app, async () => {
    await app.register(fastifyCompress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['gzip', 'br'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      syncThreshold: SYNC_COMPRESSION_LIMIT_BYTES,
    });
  });
}
