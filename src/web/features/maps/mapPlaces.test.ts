import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../shared/html';
import type { Item } from '../../../shared/schemas/items';
import { attributionHtml, boundsOf, placeItems } from './mapPlaces';

const item = (id: string, area: Item['area']) => ({ id, area }) as Item;

describe('the map of results', () => {
  it('places items with an area and counts those without', () => {
    const { placed, unplaced } = placeItems([
      item('a', { latitude: 37.75, longitude: -122.41 }),
      item('b', null),
      item('c', { latitude: 37.8, longitude: -122.27 }),
    ]);
    expect(placed.map((placedItem) => placedItem.id)).toEqual(['a', 'c']);
    expect(unplaced).toBe(1);
    expect(boundsOf(placed)).toEqual([
      [37.75, -122.41],
      [37.8, -122.27],
    ]);
    expect(boundsOf([])).toBeUndefined();
  });

  it("writes an owner's title into a marker's label as text, never as markup", () => {
    expect(escapeHtml(`<img src=x onerror="alert('hi')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt;&amp;',
    );
  });

  it("writes the tiles' credit as one link, its text escaped", () => {
    expect(attributionHtml('© OSM <b>"x"</b>', 'https://example.com/?a=1&b=2')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noreferrer">© OSM &lt;b&gt;&quot;x&quot;&lt;/b&gt;</a>',
    );
  });
});
