import type { MapTiles } from '../../../shared/schemas/maps';

/** OpenStreetMap's own tile server, with the credit its licence (ODbL) asks for. */
export const DEFAULT_MAP_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

/** Leaflet's subdomain placeholder, allowed only as a tile host's first label. */
const SUBDOMAIN = '{s}';

/** The tile address with its placeholders filled, as a browser would ask for one tile. */
function sampleTileUrl(tileUrl: string): URL | undefined {
  const sample = tileUrl.replaceAll(SUBDOMAIN, 'a').replace(/\{[a-z]+\}/g, '0');
  try {
    return new URL(sample);
  } catch {
    return undefined;
  }
}

/**
 * Whether a setting can be a tile address: http(s), with {z}, {x} and {y}, and {s} only as the
 * host's first label (the one form a Content-Security-Policy source can match: *.host).
 */
export function isTileUrl(tileUrl: string): boolean {
  const sample = sampleTileUrl(tileUrl);
  if (!sample || !['https:', 'http:'].includes(sample.protocol)) return false;
  if (!['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part))) return false;
  const host = tileUrl.slice(sample.protocol.length + 2).split('/')[0] ?? '';
  if (!host.includes(SUBDOMAIN)) return true;
  return host.startsWith(`${SUBDOMAIN}.`) && !host.includes(SUBDOMAIN, 1);
}

/**
 * The Content-Security-Policy source that lets the map's tiles in: the tile address's origin,
 * any subdomain when the address names one by {s}.
 */
export function tileSourceOf(tileUrl: string): string {
  const sample = sampleTileUrl(tileUrl);
  if (!sample || !isTileUrl(tileUrl)) throw new Error(`not a tile address: ${tileUrl}`);
  if (!tileUrl.includes(`//${SUBDOMAIN}.`)) return sample.origin;
  return `${sample.protocol}//*.${sample.host.slice('a.'.length)}`;
}
