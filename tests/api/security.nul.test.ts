import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { setupBookingsApp } from './support/bookings';
import { fixtureOf, pathOf, tokenOf } from './support/routeFixtures';
import { snapshotTables } from './support/tableSnapshot';
import { bearer } from './support/users';
import { buildWorld, type World } from './support/world';

const { ctx, clock } = setupBookingsApp({ messageRateLimitPerMinute: 10_000 });
const NUL = 'a\u0000b';

type Where = 'body' | 'query' | 'params';

/** One text a person or program can send, and where it sits in its route's request. */
interface NulCase {
  route: string;
  where: Where;
  /** The field as the error names it. */
  field: string;
  /** Replaces the fixture's value of that field. */
  set: (fields: Record<string, unknown>) => void;
}

const plain = (route: string, where: Where, name: string): NulCase => ({
  route,
  where,
  field: name,
  set: (fields) => {
    fields[name] = NUL;
  },
});

const inProfileLocation = (part: 'address' | 'city' | 'zipCode'): NulCase => ({
  route: 'PUT /api/users/:id',
  where: 'body',
  field: `location.${part}`,
  set: (fields) => {
    const location = { address: '4 Oak Lane', city: 'Springfield', zipCode: '62704' };
    fields.location = JSON.stringify({ ...location, [part]: NUL });
  },
});

const CASES: NulCase[] = [
  ...['firstName', 'lastName', 'email', 'phone', 'password'].map((name) =>
    plain('POST /api/auth/register', 'body', name),
  ),
  ...['email', 'password'].map((name) => plain('POST /api/auth/login', 'body', name)),
  ...['firstName', 'lastName', 'phone'].map((name) => plain('PUT /api/users/:id', 'body', name)),
  inProfileLocation('address'),
  inProfileLocation('city'),
  inProfileLocation('zipCode'),
  ...['title', 'description', 'location', 'city', 'zipCode'].map((name) =>
    plain('POST /api/items', 'body', name),
  ),
  ...['title', 'description', 'location', 'city', 'zip_code'].map((name) =>
    plain('PUT /api/items/:id', 'body', name),
  ),
  ...['messageText', 'receiverId', 'itemId'].map((name) =>
    plain('POST /api/messages', 'body', name),
  ),
  plain('PUT /api/bookings/:id/status', 'body', 'reason'),
  ...['itemId', 'fromDate'].map((name) => plain('POST /api/bookings', 'body', name)),
  ...['reviewText', 'itemId', 'bookingId'].map((name) => plain('POST /api/reviews', 'body', name)),
  plain('GET /api/items', 'query', 'search'),
  plain('GET /api/items', 'query', 'location'),
  plain('POST /api/payments/create-checkout-session', 'body', 'bookingId'),
  plain('GET /api/payments/session', 'query', 'session_id'),
  plain('POST /api/payments/local/sessions/:id/pay', 'body', 'name'),
  plain('GET /api/users/:id', 'params', 'id'),
  plain('PUT /api/users/:id', 'params', 'id'),
  plain('GET /api/items/:id', 'params', 'id'),
  plain('PUT /api/items/:id', 'params', 'id'),
  plain('DELETE /api/items/:id', 'params', 'id'),
  plain('GET /api/items/:id/booked-dates', 'params', 'id'),
  plain('PUT /api/bookings/:id/status', 'params', 'id'),
  plain('GET /api/reviews/item/:itemId', 'params', 'itemId'),
  plain('GET /api/reviews/item/:itemId/stats', 'params', 'itemId'),
  plain('GET /api/reviews/item/:itemId/eligibility', 'params', 'itemId'),
  plain('GET /api/messages/conversation/:partnerId', 'params', 'partnerId'),
  plain('GET /api/payments/local/sessions/:id', 'params', 'id'),
  plain('POST /api/payments/local/sessions/:id/pay', 'params', 'id'),
];

async function send(world: World, nulCase: NulCase) {
  const [method = '', url = ''] = nulCase.route.split(' ');
  const fixture = fixtureOf({ method, url });
  const request = {
    params: { ...fixture.params?.(world) },
    query: { ...fixture.query?.(world) },
    body: fixture.body ? { ...fixture.body(world, clock) } : undefined,
  };
  const target = nulCase.where === 'body' ? (request.body ?? {}) : request[nulCase.where];
  nulCase.set(target);
  const token = await tokenOf(ctx.app, world, fixture.actor);
  return ctx.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: pathOf(url, request.params as Record<string, string>),
    query: request.query as Record<string, string>,
    ...(request.body && { payload: request.body }),
    headers: token ? bearer(token) : {},
  });
}

describe('a NUL character in any text', () => {
  it('is refused as bad input with its field named, and nothing is stored', async () => {
    const world = await buildWorld(ctx, clock);
    for (const nulCase of CASES) {
      const label = `${nulCase.route} ${nulCase.where}.${nulCase.field}`;
      const before = await snapshotTables(ctx.database.db);
      const response = await send(world, nulCase);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json(), label).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: nulCase.field,
      });
      expect(await snapshotTables(ctx.database.db), label).toEqual(before);
    }
  });

  it('is refused with the message for it when nothing else is wrong', async () => {
    const world = await buildWorld(ctx, clock);
    const response = await send(world, plain('POST /api/items', 'body', 'title'));
    expect(response.json()).toEqual({
      error: messages.errors.controlCharacters,
      code: 'VALIDATION_ERROR',
      field: 'title',
    });
  });
});
