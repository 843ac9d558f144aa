import { isDeepStrictEqual } from 'node:util';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupBookingsApp } from './support/bookings';
import { fixtureOf, pathOf, tokenOf } from './support/routeFixtures';
import { snapshotTables } from './support/tableSnapshot';
import { bearer } from './support/users';
import { buildWorld, type World } from './support/world';

const { ctx, clock } = setupBookingsApp({ messageRateLimitPerMinute: 10_000 });
/** Ten characters: long enough for every minimum, short enough for a ZIP code. */
const NUL = 'Good\u0000drill';

type Where = 'body' | 'query' | 'params';

/** One text a person or program can send, and where it sits in its route's request. */
interface NulCase {
  route: string;
  where: Where;
  /** The field as the error names it. */
  field: string;
  /** When a rule of the field itself refuses the text first. */
  message?: string;
  /** Replaces the fixture's value of that field. */
  set: (fields: Record<string, unknown>) => void;
}

const plain = (
  route: string,
  where: Where,
  name: string,
  message?: string,
  text = NUL,
): NulCase => ({
  route,
  where,
  field: name,
  message,
  set: (fields) => {
    fields[name] = text;
  },
});

const inProfileLocation = (part: 'address' | 'city' | 'zipCode'): NulCase => ({
  route: 'PUT /api/users/:id',
  where: 'body',
  field: `location.${part}`,
  message: part === 'zipCode' ? inEnglish('profile.zipInvalid') : undefined,
  set: (fields) => {
    const location = { address: '4 Oak Lane', city: 'Springfield', zipCode: '62704' };
    fields.location = JSON.stringify({ ...location, [part]: NUL });
  },
});

const CASES: NulCase[] = [
  ...['firstName', 'lastName', 'password'].map((name) =>
    plain('POST /api/auth/register', 'body', name),
  ),
  plain('POST /api/auth/register', 'body', 'email', inEnglish('signup.emailInvalid')),
  plain('POST /api/auth/register', 'body', 'phone', inEnglish('profile.phoneInvalid')),
  // Not the sign-in password: one set before the rule must still sign in (auth.olderPassword.test.ts).
  plain('POST /api/auth/login', 'body', 'email'),
  ...['firstName', 'lastName'].map((name) => plain('PUT /api/users/:id', 'body', name)),
  plain('PUT /api/users/:id', 'body', 'phone', inEnglish('profile.phoneInvalid')),
  inProfileLocation('address'),
  inProfileLocation('city'),
  inProfileLocation('zipCode'),
  ...['title', 'description', 'location', 'city'].map((name) =>
    plain('POST /api/items', 'body', name),
  ),
  // A postal code's own rule refuses it first, as on a profile.
  plain('POST /api/items', 'body', 'zipCode', inEnglish('profile.zipInvalid')),
  ...['title', 'description', 'location', 'city'].map((name) =>
    plain('PUT /api/items/:id', 'body', name),
  ),
  plain('PUT /api/items/:id', 'body', 'zip_code', inEnglish('profile.zipInvalid')),
  ...['messageText', 'receiverId', 'itemId'].map((name) =>
    plain('POST /api/messages', 'body', name),
  ),
  plain('PUT /api/bookings/:id/status', 'body', 'reason'),
  plain('POST /api/bookings', 'body', 'itemId'),
  plain('POST /api/bookings', 'body', 'fromDate', inEnglish('bookings.bothDates')),
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

/**
 * The other characters the rule refuses, each on one field per place a text can sit rather than
 * on every field: the NUL table above shows that every field goes through the same rule.
 */
const OTHER_CHARACTERS = [
  { name: 'ESC', text: 'Good\u001Bdrill' },
  { name: 'DEL', text: 'Good\u007Fdrill' },
];
const OTHER_CASES: [string, NulCase][] = [
  ...OTHER_CHARACTERS.flatMap(({ name, text }): [string, NulCase][] => [
    [name, plain('POST /api/messages', 'body', 'messageText', undefined, text)],
    [name, plain('GET /api/items', 'query', 'search', undefined, text)],
    [name, plain('GET /api/items/:id', 'params', 'id', undefined, text)],
  ]),
  // Only JSON can carry a lone surrogate ("\ud800"): percent-encoded UTF-8 in a URL cannot.
  [
    'a lone surrogate',
    plain('POST /api/messages', 'body', 'messageText', undefined, 'Good\uD800drill'),
  ],
  ['a lone surrogate', plain('PUT /api/users/:id', 'body', 'firstName', undefined, '\uDC00Jamie')],
];

const asText = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));

async function send(world: World, nulCase: NulCase) {
  const [method = '', url = ''] = nulCase.route.split(' ');
  const fixture = fixtureOf({ method, url });
  const fields: Record<Where, Record<string, unknown>> = {
    params: { ...fixture.params?.(world) },
    query: { ...fixture.query?.(world) },
    body: { ...fixture.body?.(world, clock) },
  };
  nulCase.set(fields[nulCase.where]);
  const token = await tokenOf(ctx.app, world, fixture.actor);
  return ctx.app.inject({
    method: method as InjectOptions['method'],
    url: pathOf(url, asText(fields.params)),
    query: asText(fields.query),
    ...(fixture.body && { payload: fields.body }),
    headers: token ? bearer(token) : {},
  });
}

async function answerOf(world: World, nulCase: NulCase) {
  const before = await snapshotTables(ctx.database.db);
  const response = await send(world, nulCase);
  const unchanged = isDeepStrictEqual(await snapshotTables(ctx.database.db), before);
  return { nulCase, status: response.statusCode, body: response.json(), unchanged };
}

const refusal = (nulCase: NulCase) => ({
  nulCase,
  status: 400,
  body: {
    error: nulCase.message ?? inEnglish('errors.controlCharacters'),
    code: 'VALIDATION_ERROR',
    field: nulCase.field,
  },
  unchanged: true,
});

describe('a NUL character in any text', () => {
  it('is refused as bad input with its field named, and nothing is stored', async () => {
    const world = await buildWorld(ctx, clock);
    const answers = [];
    for (const nulCase of CASES) answers.push(await answerOf(world, nulCase));
    // All at once, so that a failure lists every field that lets the text through.
    expect(answers).toEqual(CASES.map(refusal));
  });
});

describe('other control characters and lone surrogates', () => {
  it.each(OTHER_CASES)('%s is refused like NUL', async (_name, nulCase) => {
    const world = await buildWorld(ctx, clock);
    expect(await answerOf(world, nulCase)).toEqual(refusal(nulCase));
  });
});
