import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../../src/server/plugins/contracts';
import { setupBookingsApp } from './support/bookings';
import { keptWorld } from './support/keptWorld';
import { injectedFields, normalizedDump, SENTINEL_ID, sentinelsIn } from './support/massAssignment';
import {
  EXCLUDED_ROUTES,
  fixtureOf,
  pathOf,
  ROUTE_FIXTURES,
  routeKey,
  tokenOf,
} from './support/routeFixtures';
import { dumpTables } from './support/tableSnapshot';
import { bearer } from './support/users';
import { buildWorld, type World } from './support/world';

const { ctx, clock } = setupBookingsApp({
  messageRateLimitPerMinute: 10_000,
  promptDelivery: false,
});
/** The same world for every request, as it was before any of them wrote to it. */
const freshWorld = keptWorld(ctx, () => buildWorld(ctx, clock));
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isWrite = (key: string) => WRITES.has(key.split(' ')[0] ?? '');

function bodyKeys(route: ApiRoute): string[] {
  const { body } = route.schema;
  return body instanceof z.ZodObject ? Object.keys(body.shape) : [];
}

function routeOf(key: string): ApiRoute {
  const route = ctx.app.apiRoutes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`${key} is not in the route table`);
  return route;
}

/** The rightful caller's valid request, with `extra` fields added to its body. */
async function send(route: ApiRoute, world: World, extra: Record<string, unknown>) {
  const fixture = fixtureOf(route);
  const token = await tokenOf(ctx.app, world, fixture.actor);
  const body = { ...extra, ...fixture.body?.(world, clock) };
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: pathOf(route.url, fixture.params?.(world) ?? {}),
    query: fixture.query?.(world) ?? {},
    headers: token ? bearer(token) : {},
    ...(Object.keys(body).length > 0 && { payload: body }),
  };
  return ctx.app.inject(request);
}

/** A fresh world, one request in it, and what the database holds afterwards. */
async function inFreshWorld(route: ApiRoute, injected: boolean) {
  const world = await freshWorld();
  const stored = () => dumpTables(ctx.database.db);
  const before = await stored();
  const extra = injected ? injectedFields(world) : {};
  // A field the route itself takes is its business; only the others are injected.
  for (const key of bodyKeys(route)) delete extra[key];
  const response = await send(route, world, extra);
  const after = await stored();
  return { world, response, before, after };
}

describe('mass assignment through the route table', () => {
  it('has a valid request for every write route, or says why a route is left out', () => {
    const writes = ctx.app.apiRoutes.map(routeKey).filter(isWrite);
    const named = [...Object.keys(ROUTE_FIXTURES), ...Object.keys(EXCLUDED_ROUTES)];
    expect(writes.filter((key) => !named.includes(key))).toEqual([]);
    for (const key of Object.keys(ROUTE_FIXTURES).filter(isWrite)) {
      const hasBodySchema = routeOf(key).schema.body !== undefined;
      expect(fixtureOf(routeOf(key)).body !== undefined, `${key} needs a valid body`).toBe(
        hasBodySchema,
      );
    }
  });

  it('finds a stored sentinel, but not the same digits inside a random hash or id', () => {
    const hash = `6933da644551ce41bc6314159d88161ffdd7d99096b6d4377b1d23bf791d19e1`;
    expect(
      sentinelsIn(`{"token_hash":"${hash}","id":"a3141590-0000-4000-8000-000000000000"}`),
    ).toEqual([]);
    expect(sentinelsIn(`{"total_cents":31415926}`)).toEqual(['314159']);
    expect(sentinelsIn(`{"owner_id":"${SENTINEL_ID}"}`)).toEqual([SENTINEL_ID]);
  });

  it.each(Object.keys(ROUTE_FIXTURES).filter(isWrite))(
    '%s ignores or refuses fields it does not take, and stores none of them',
    async (key) => {
      const route = routeOf(key);
      const plain = await inFreshWorld(route, false);
      expect(plain.response.statusCode, plain.response.body).toBeLessThan(300);
      const attacked = await inFreshWorld(route, true);
      const status = attacked.response.statusCode;
      expect([plain.response.statusCode, 400], attacked.response.body).toContain(status);
      if (status === 400) {
        expect(attacked.after).toBe(attacked.before);
      } else {
        // The same effect as without the extra fields, row for row.
        expect(normalizedDump(attacked.after, attacked.world)).toEqual(
          normalizedDump(plain.after, plain.world),
        );
      }
      expect(sentinelsIn(attacked.after)).toEqual([]);
      const strangersOwn = ['users', 'sessions'];
      const elsewhere = (await dumpTables(ctx.database.db, strangersOwn)).split('\n');
      // The stranger's own sign-up wrote rows naming them (their verification link and its email).
      const signUpRows = new Set(attacked.before.split('\n'));
      const written = elsewhere.filter((line) => !signUpRows.has(line));
      expect(written.filter((line) => line.includes(attacked.world.stranger.id))).toEqual([]);
      // The world's one administrator was made so by an operator; nobody else may become one.
      const admins = attacked.after.split('\n').filter((line) => line.includes('"role":"admin"'));
      expect(admins.filter((line) => !line.includes(attacked.world.admin.id))).toEqual([]);
    },
    60_000,
  );
});
