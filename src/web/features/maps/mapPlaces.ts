import { escapeHtml } from '../../../shared/html';
import type { Item } from '../../../shared/schemas/items';

export type PlacedItem = Item & { area: NonNullable<Item['area']> };

/** The items the map can show (those with an area), and how many it cannot. */
export function placeItems(items: Item[]): { placed: PlacedItem[]; unplaced: number } {
  const placed = items.filter((item): item is PlacedItem => item.area !== null);
  return { placed, unplaced: items.length - placed.length };
}

/** The south-west and north-east corners around every placed item, or none without any. */
export function boundsOf(items: PlacedItem[]): [[number, number], [number, number]] | undefined {
  if (items.length === 0) return undefined;
  const latitudes = items.map((item) => item.area.latitude);
  const longitudes = items.map((item) => item.area.longitude);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}

/** Leaflet writes the credit as HTML: the settings' text is escaped into one link. */
export function attributionHtml(text: string, url: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="noreferrer">${escapeHtml(text)}</a>`;
}
