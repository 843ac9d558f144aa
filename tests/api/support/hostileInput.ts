import fc from 'fast-check';

/** Just under the 1 MiB body limit once wrapped in JSON; the two-byte one is over it. */
const ONE_MB_ASCII = 'x'.repeat(1_000_000);
const ONE_MB_TWO_BYTE = 'é'.repeat(600_000);
const DEPTH = 100_000;

/** Texts that have broken servers before: controls, odd unicode, injections, numbers, dates. */
const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001B[31m',
  '\uD800',
  'x\uDFFF',
  '\u202Egnp.exe',
  '\uFEFF',
  'e\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚲🔨',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1); SELECT pg_sleep(5); --',
  '%_\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '1e308',
  '-1e308',
  '1e999',
  '2147483648',
  '9007199254740993',
  '0x10',
  '2026-02-30',
  '9999-12-31',
  '0000-00-00',
  '2026-13-01',
  '+275760-09-13',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'general',
  'null',
  '__proto__',
  ONE_MB_ASCII,
  ONE_MB_TWO_BYTE,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.005, 1e-7, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 1e21),
  fc.double(),
  fc.integer(),
);

/** Any JSON value a client could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse('{"role":"admin","__proto__":{"role":"admin"}}')),
  },
);

/** Bodies that are not the JSON object a route expects. */
export const hostileRawBody: fc.Arbitrary<string> = fc.constantFrom(
  'not json',
  '{"a":',
  'NaN',
  '{"price": NaN}',
  '{"price": 1e999, "rating": -1e999}',
  '[]',
  '"text"',
  'null',
  '12',
  '{"__proto__": {"role": "admin"}}',
  '{"constructor": {"prototype": {"role": "admin"}}}',
  '\u0000',
  `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  `${'{"a":'.repeat(DEPTH / 2)}1${'}'.repeat(DEPTH / 2)}`,
);

/** A key to set: one of the schema's, or a name it does not know. */
export function keyToSet(known: readonly string[]): fc.Arbitrary<string> {
  const unknown = fc.constantFrom(
    'role',
    'owner_id',
    'id',
    '__proto__',
    'constructor',
    'x'.repeat(300),
  );
  return known.length > 0
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: unknown },
      )
    : unknown;
}
