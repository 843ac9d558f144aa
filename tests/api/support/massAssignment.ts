import type { World } from './world';

export const SENTINEL_ID = 'dead0000-0000-4000-8000-00000000beef';
export const SENTINEL_EMAIL = 'mass.assignment@attacker.test';
export const SENTINEL_TIME = '2001-02-03T04:05:06.000Z';
/** Money no fixture uses, in dollars and in cents, so that a stored copy is easy to spot. */
export const SENTINEL_DOLLARS = 314_159.26;
export const SENTINEL_CENTS = 31_415_926;

/**
 * Fields a client must never be able to set by naming them: ownership, roles, states, money,
 * ratings, timestamps and ids, under both spellings the API uses. The stranger of the world
 * stands in for "someone else".
 */
export function injectedFields(world: World): Record<string, unknown> {
  const someoneElse = world.stranger.id;
  return {
    role: 'admin',
    owner_id: someoneElse,
    ownerId: someoneElse,
    renter_id: someoneElse,
    renterId: someoneElse,
    user_id: someoneElse,
    userId: someoneElse,
    sender_id: someoneElse,
    senderId: someoneElse,
    reviewer_id: someoneElse,
    reviewerId: someoneElse,
    status: 'completed',
    payment_status: 'paid',
    paymentStatus: 'paid',
    total_price: SENTINEL_DOLLARS,
    totalPrice: SENTINEL_DOLLARS,
    total_cents: SENTINEL_CENTS,
    totalCents: SENTINEL_CENTS,
    price_cents: SENTINEL_CENTS,
    priceCents: SENTINEL_CENTS,
    amount: SENTINEL_CENTS,
    paid: true,
    rating: 1,
    created_at: SENTINEL_TIME,
    createdAt: SENTINEL_TIME,
    updated_at: SENTINEL_TIME,
    id: SENTINEL_ID,
    email: SENTINEL_EMAIL,
    disclaimerAccepted: true,
    disclaimer_accepted: true,
    passwordHash: 'argon2id$forged',
    password_hash: 'argon2id$forged',
  };
}

/** Texts of injected values that must appear in no stored row. */
export const SENTINEL_TEXTS = [
  SENTINEL_ID,
  SENTINEL_EMAIL,
  '2001-02-03',
  '314159',
  'argon2id$forged',
];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const DIGEST = /[0-9a-f]{40,}/g;

/**
 * The sentinel texts a table dump holds. Random ids and digests (token hashes) are masked
 * first, the sentinel id excepted: their hex digits may spell '314159' by chance.
 */
export function sentinelsIn(dump: string): string[] {
  const searchable = dump
    .replace(UUID, (id) => (id === SENTINEL_ID ? id : '<id>'))
    .replace(DIGEST, '<digest>');
  return SENTINEL_TEXTS.filter((text) => searchable.includes(text));
}
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?/g;
const GENERATED = [
  [/(cs|pi)_local_[0-9a-f]+/g, '<$1>'],
  [/\$argon2id\$[^"]+/g, '<password hash>'],
  [DIGEST, '<digest>'],
  [/robin\d+-\d+@example\.com/g, '<email>'],
  [/token=[\w-]{43}/g, 'token=<token>'],
  // A person's unsubscribe token, made with their first email (the renter's: a report's outcome).
  [/"token":"[\w-]{43}"/g, '"token":"<token>"'],
  [/\/unsubscribe\/[\w-]{43}\//g, '/unsubscribe/<token>/'],
] as const;

/**
 * A dump with the world's own ids and emails named by role, and what is generated afresh each
 * time (new ids, timestamps, hashes, session ids) masked: two worlds built alike, sent alike,
 * then dump alike.
 */
export function normalizedDump(dump: string, world: World): string[] {
  const labels: [string, string][] = [
    [world.owner.id, '<owner>'],
    [world.renter.id, '<renter>'],
    [world.stranger.id, '<stranger>'],
    [world.owner.email, '<owner email>'],
    [world.renter.email, '<renter email>'],
    [world.stranger.email, '<stranger email>'],
    [world.item.id, '<item>'],
    [world.pendingBooking.id, '<pending booking>'],
    [world.completedBookingId, '<completed booking>'],
    [world.checkout.id, '<checkout>'],
    [world.ownerNotice.unsubscribeToken, '<unsubscribe token>'],
  ];
  let text = dump;
  for (const [value, label] of labels) text = text.replaceAll(value, label);
  text = text.replace(UUID, '<uuid>').replace(TIMESTAMP, '<time>');
  for (const [pattern, replacement] of GENERATED) text = text.replace(pattern, replacement);
  return text.split('\n').sort();
}
