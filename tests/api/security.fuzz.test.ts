import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/server/app';
import type { ApiRoute } from '../../src/server/plugins/contracts';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { setupBookingsApp } from './support/bookings';
import { hostileRawBody, hostileString, hostileValue, keyToSet } from './support/hostileInput';
import { keptWorld } from './support/keptWorld';
import {
  EXCLUDED_ROUTES,
  fixtureOf,
  pathOf,
  ROUTE_FIXTURES,
  routeKey,
  signsInForTheCall,
  tokenOf,
} from './support/routeFixtures';
import { fakeStripeOptions, TEST_WEBHOOK_SECRET } from './support/stripeWebhooks';
import { snapshotTables } from './support/tableSnapshot';
import { bearer } from './support/users';
import { buildWorld, type World } from './support/world';

const { ctx, clock } = setupBookingsApp({
  messageRateLimitPerMinute: 100_000,
  uploadRateLimitPerMinute: 100_000,
  promptDelivery: false,
});
/** The same world for every route, as it was before any of them wrote to it. */
const freshWorld = keptWorld(ctx, () => buildWorld(ctx, clock));

/** Fixed, so that a failure can be replayed; FUZZ_SEED explores other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** Each route its own stream of inputs, all derived from the one seed. */
const seedOf = (key: string) =>
  [...key].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) | 0, SEED);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 30);

type Where = 'body' | 'query' | 'params';

/** One change to the rightful caller's valid request. */
type Mutation =
  | { kind: 'set'; where: Where; key: string; value: unknown }
  | { kind: 'replace body'; value: unknown }
  | { kind: 'raw body'; text: string; contentType: string };

function keysOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function mutationsFor(route: ApiRoute): fc.Arbitrary<Mutation[]> {
  const { body, querystring, params } = route.schema;
  const set = (where: Where, known: string[], value: fc.Arbitrary<unknown>) =>
    fc.record({
      kind: fc.constant('set' as const),
      where: fc.constant(where),
      key: keyToSet(known),
      value,
    });
  const queryValue = fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 }));
  const choices: fc.Arbitrary<Mutation>[] = [
    set('body', keysOf(body), hostileValue),
    set('query', keysOf(querystring), queryValue),
    fc.record({ kind: fc.constant('replace body' as const), value: hostileValue }),
    fc.record({
      kind: fc.constant('raw body' as const),
      text: hostileRawBody,
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ),
    }),
  ];
  const paramKeys = keysOf(params);
  if (paramKeys.length > 0) choices.push(set('params', paramKeys, hostileString));
  return fc.array(fc.oneof(...choices), { minLength: 1, maxLength: 3 });
}

function requestFor(route: ApiRoute, world: World, mutations: Mutation[]): InjectOptions {
  const fixture = fixtureOf(route);
  const parts: Record<Where, [string, unknown][]> = {
    params: Object.entries(fixture.params?.(world) ?? {}),
    query: Object.entries(fixture.query?.(world) ?? {}),
    body: Object.entries(fixture.body?.(world, clock) ?? {}),
  };
  let payload: unknown;
  let contentType = 'application/json';
  for (const mutation of mutations) {
    if (mutation.kind === 'set') {
      const entries = parts[mutation.where].filter(([key]) => key !== mutation.key);
      parts[mutation.where] = [...entries, [mutation.key, mutation.value]];
    } else if (mutation.kind === 'replace body') {
      payload = JSON.stringify(mutation.value) ?? 'null';
    } else {
      payload = mutation.text;
      contentType = mutation.contentType;
    }
  }
  // fromEntries keeps `__proto__` as a plain key, as JSON.parse on the server would.
  const body = Object.fromEntries(parts.body);
  const hasBody = payload !== undefined || parts.body.length > 0;
  return {
    method: route.method as InjectOptions['method'],
    url: pathOf(route.url, Object.fromEntries(parts.params.map(([k, v]) => [k, String(v)]))),
    query: Object.fromEntries(parts.query) as Record<string, string | string[]>,
    ...(hasBody && { payload: payload ?? JSON.stringify(body) }),
    headers: { ...(hasBody && { 'content-type': contentType }) },
  };
}

const routesOf = () => ctx.app.apiRoutes;

describe('the hostile-input suite covers the route table', () => {
  it('has a valid request for every API route, or says why a route is left out', () => {
    const table = routesOf().map(routeKey);
    const named = [...Object.keys(ROUTE_FIXTURES), ...Object.keys(EXCLUDED_ROUTES)];
    expect(table.filter((key) => !named.includes(key))).toEqual([]);
    expect(named.filter((key) => !table.includes(key))).toEqual([]);
  });

  it('answers garbage sent to the Stripe webhook with 400, changing nothing', async () => {
    const withStripe = await buildApp({
      db: ctx.database.db,
      imageStorage: createLocalImageStorage(ctx.uploadsDir),
      // Only the signature is checked here, so the fake Stripe need not be listening.
      stripe: fakeStripeOptions(9),
    });
    try {
      await freshWorld();
      const before = await snapshotTables(ctx.database.db);
      const signed = (payload: string) =>
        Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
      const garbage: [string, string | undefined][] = [
        ['{}', undefined],
        ['not json', 't=1,v1=00'],
        ['{"type":"checkout.session.completed"}', 't=1,v1=00'],
        ['not json', signed('not json')],
        ['\u0000', signed('\u0000')],
      ];
      for (const [payload, signature] of garbage) {
        const response = await withStripe.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: {
            'content-type': 'application/json',
            ...(signature && { 'stripe-signature': signature }),
          },
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
      }
      expect(await snapshotTables(ctx.database.db)).toEqual(before);
    } finally {
      await withStripe.close();
    }
  });
});

describe('hostile input to every route', () => {
  it.each(Object.keys(ROUTE_FIXTURES))(
    '%s never answers 5xx, and a refused request changes nothing',
    async (key) => {
      const route = routesOf().find((candidate) => routeKey(candidate) === key);
      if (!route) throw new Error(`${key} is not in the route table`);
      const world = await freshWorld();
      const db = ctx.database.db;
      let before = await snapshotTables(db);
      await fc.assert(
        fc.asyncProperty(mutationsFor(route), async (mutations) => {
          const request = requestFor(route, world, mutations);
          const token = await tokenOf(ctx.app, world, fixtureOf(route).actor);
          if (token) request.headers = { ...request.headers, ...bearer(token) };
          // Signing in for this one call wrote rows: that is not the request's doing.
          if (signsInForTheCall(fixtureOf(route).actor)) before = await snapshotTables(db);
          const response = await ctx.app.inject(request);
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          const after = await snapshotTables(db);
          if (response.statusCode >= 400) expect(after).toEqual(before);
          before = after;
        }),
        { seed: seedOf(key), numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    60_000,
  );
});
