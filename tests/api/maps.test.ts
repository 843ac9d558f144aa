import { describe, expect, it } from 'vitest';
import { loadConfig, mapTilesOf } from '../../src/server/config';
import { DEFAULT_MAP_TILES } from '../../src/server/features/maps';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();
const custom = setupTestApp({
  mapTiles: {
    tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    attribution: '© Example Maps',
    attributionUrl: 'https://maps.example.com/credits',
  },
});

const imgSources = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'img-src')
    ?.slice(1);

describe('map tiles', () => {
  it("are OpenStreetMap's by default, with its credit, and the policy lets them in", async () => {
    const response = await ctx.app.inject({ url: '/api/maps/tiles' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_MAP_TILES);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const page = await ctx.app.inject({ url: '/api/categories' });
    expect(imgSources(page.headers['content-security-policy'])).toContain(
      'https://tile.openstreetmap.org',
    );
  });

  it('come from the configured server, whose origin alone joins the policy', async () => {
    const response = await custom.app.inject({ url: '/api/maps/tiles' });
    expect(response.json()).toMatchObject({ attribution: '© Example Maps' });
    const sources = imgSources(response.headers['content-security-policy']);
    expect(sources).toContain('https://*.tiles.example.com');
    expect(sources).not.toContain('https://tile.openstreetmap.org');
  });

  it('are read from the environment, and a setting that is not a tile address stops the start', () => {
    expect(mapTilesOf(loadConfig({}))).toEqual(DEFAULT_MAP_TILES);
    const env = {
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example',
      MAP_TILE_ATTRIBUTION_URL: 'https://example.com/credits',
    };
    expect(mapTilesOf(loadConfig(env))).toEqual({
      tileUrl: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
    });
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL: must be an http\(s\) address/,
    );
  });
});
