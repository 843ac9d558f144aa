import { addDays, type CalendarDate } from '../../src/shared/calendarDates';
import type { Booking } from '../../src/shared/schemas/bookings';
import type { CheckoutSession } from '../../src/shared/schemas/payments';
import type { FakeStripe } from '../../tests/api/support/fakeStripe';
import { signedWebhook } from '../../tests/api/support/stripeWebhooks';
import type { Account } from '../support/accounts';
import { api } from '../support/http';

export const OPERATION_KINDS = [
  'request',
  'accept',
  'reject',
  'cancel',
  'checkout',
  'pay (webhook)',
  'webhook replay',
  'session lookup',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** How often each operation is drawn; the targets are chosen at random among what exists. */
const WEIGHTS: Record<OperationKind, number> = {
  request: 30,
  accept: 14,
  reject: 6,
  cancel: 8,
  checkout: 16,
  'pay (webhook)': 14,
  'webhook replay': 6,
  'session lookup': 6,
};

export interface World {
  url: string;
  owner: Account;
  renters: Account[];
  itemIds: string[];
  today: CalendarDate;
  stripe: FakeStripe;
  bookings: { id: string; renter: Account }[];
  sessions: { id: string; renter: Account }[];
  /** Status answers per operation kind: { accept: { 200: 12, 409: 40 } }. */
  answers: Record<OperationKind, Record<number, number>>;
}

function pick<T>(values: readonly T[]): T | undefined {
  return values[Math.floor(Math.random() * values.length)];
}

function draw(): OperationKind {
  const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const kind of OPERATION_KINDS) {
    roll -= WEIGHTS[kind];
    if (roll < 0) return kind;
  }
  return 'request';
}

function deliverWebhook(world: World, sessionId: string) {
  const session = world.stripe.sessions.get(sessionId);
  if (!session) return Promise.resolve({ status: 404 });
  const { payload, headers } = signedWebhook('checkout.session.completed', session);
  return api(world.url, 'POST', '/api/payments/webhook', { body: payload, headers });
}

async function request(world: World) {
  const renter = pick(world.renters);
  const itemId = pick(world.itemIds);
  if (!renter || !itemId) throw new Error('the world has no renters or items');
  // Thirty days ahead at most, so that requests crowd the same dates.
  const fromDate = addDays(world.today, 1 + Math.floor(Math.random() * 30));
  const toDate = addDays(fromDate, 1 + Math.floor(Math.random() * 4));
  const answer = await api<{ booking: Booking }>(world.url, 'POST', '/api/bookings', {
    token: renter.token,
    body: { itemId, fromDate, toDate },
  });
  if (answer.status === 201) world.bookings.push({ id: answer.body.booking.id, renter });
  return answer;
}

/** One random operation; an operation without a target yet makes a booking request instead. */
async function runOne(world: World, kind: OperationKind) {
  const booking = pick(world.bookings);
  const session = pick(world.sessions);
  const status = (token: string, id: string, body: Record<string, string>) =>
    api(world.url, 'PUT', `/api/bookings/${id}/status`, { token, body });
  switch (kind) {
    case 'accept':
      return booking && status(world.owner.token, booking.id, { status: 'confirmed' });
    case 'reject':
      return booking && status(world.owner.token, booking.id, { status: 'rejected' });
    case 'cancel':
      return (
        booking &&
        status(booking.renter.token, booking.id, { status: 'cancelled', reason: 'Plans changed' })
      );
    case 'checkout': {
      if (!booking) return undefined;
      const answer = await api<CheckoutSession>(
        world.url,
        'POST',
        '/api/payments/create-checkout-session',
        { token: booking.renter.token, body: { bookingId: booking.id } },
      );
      if (answer.status === 200)
        world.sessions.push({ id: answer.body.id, renter: booking.renter });
      return answer;
    }
    case 'pay (webhook)':
      if (!session) return undefined;
      // The payer finishes Stripe's page; Stripe then tells the server.
      world.stripe.complete(session.id);
      return deliverWebhook(world, session.id);
    case 'webhook replay': {
      const paid = world.sessions.filter(
        (candidate) => world.stripe.sessions.get(candidate.id)?.payment_status === 'paid',
      );
      const again = pick(paid);
      return again && deliverWebhook(world, again.id);
    }
    case 'session lookup':
      return (
        session &&
        api(world.url, 'GET', `/api/payments/session?session_id=${session.id}`, {
          token: session.renter.token,
        })
      );
    case 'request':
      return request(world);
  }
}

export async function randomOperation(world: World): Promise<void> {
  let kind = draw();
  let answer = await runOne(world, kind);
  if (!answer) {
    kind = 'request';
    answer = await request(world);
  }
  const counts = world.answers[kind];
  counts[answer.status] = (counts[answer.status] ?? 0) + 1;
}

/**
 * What Stripe does until it hears a 2xx: every paid session is delivered once more at the end,
 * which also replays those already delivered.
 */
export async function redeliverPaidSessions(world: World): Promise<number[]> {
  const statuses: number[] = [];
  for (const session of world.stripe.sessions.values()) {
    if (session.payment_status !== 'paid') continue;
    statuses.push((await deliverWebhook(world, session.id)).status);
  }
  return statuses;
}
