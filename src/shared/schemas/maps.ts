import { z } from 'zod';

/**
 * GET /api/maps/tiles: where the map's pictures come from and whom the map must credit. The
 * server's settings, so an operator can point the map at another tile server.
 */
export const mapTilesSchema = z.object({
  /** A Leaflet tile address: {z}, {x} and {y}, and {s} for a server's subdomains. */
  tileUrl: z.string(),
  /** The credit the tiles' licence asks for, shown in the map's corner, and its link. */
  attribution: z.string(),
  attributionUrl: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;
