import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, isTileUrl, tileSourceOf } from './tiles';

describe('map tile addresses', () => {
  it("let OpenStreetMap's tiles in by their origin", () => {
    expect(tileSourceOf(DEFAULT_MAP_TILES.tileUrl)).toBe('https://tile.openstreetmap.org');
  });

  it('let every subdomain in when the address names one by {s}', () => {
    expect(tileSourceOf('https://{s}.tiles.example.com/v1/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tiles.example.com',
    );
    expect(tileSourceOf('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('refuse what a browser could not load or a policy could not name', () => {
    expect(isTileUrl('https://tile.example.com/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrl('https://tile.example.com/{z}/{x}.png')).toBe(false);
    expect(isTileUrl('ftp://tile.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileUrl('javascript:alert(1)//{z}/{x}/{y}')).toBe(false);
    expect(isTileUrl('tiles/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileUrl('https://tiles-{s}.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileUrl('https://a.{s}.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(() => tileSourceOf('not a url {z}{x}{y}')).toThrow(/not a tile address/);
  });
});
