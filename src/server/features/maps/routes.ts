import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type MapTiles, mapTilesSchema } from '../../../shared/schemas/maps';

/** Settings change only with a restart; an hour in a browser's cache is harmless. */
const TILES_CACHE = 'public, max-age=3600';

export const mapsRoutes: FastifyPluginAsyncZod<{ tiles: MapTiles }> = async (app, { tiles }) => {
  app.get(
    '/maps/tiles',
    { config: { auth: 'public' }, schema: { response: { 200: mapTilesSchema } } },
    async (_request, reply) => reply.header('cache-control', TILES_CACHE).send(tiles),
  );
};
