export { mapsRoutes } from './routes';
export { DEFAULT_MAP_TILES, isTileUrl, tileSourceOf } from './tiles';
