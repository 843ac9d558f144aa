import { describe, expect, it } from 'vitest';
import { REQUESTED_STATUSES } from '../bookings';
import {
  ACTORS,
  clockTransitions,
  eventTypes,
  INITIAL,
  initialTransition,
  RENTAL_GRAPH,
  RENTAL_STATES,
  transitionNamed,
  transitionsFrom,
} from './graph';
import { requestableStates } from './rules';

describe('the rental graph', () => {
  it('uses only known states and actors; only the request starts before a booking exists', () => {
    for (const transition of RENTAL_GRAPH) {
      if (transition.name !== 'request') expect(RENTAL_STATES).toContain(transition.from);
      expect(RENTAL_STATES).toContain(transition.to);
      expect(ACTORS).toContain(transition.actor);
    }
    expect(RENTAL_STATES).not.toContain(INITIAL);
    expect(RENTAL_GRAPH.filter((transition) => transition.from === INITIAL)).toEqual([
      initialTransition(),
    ]);
  });

  it('creates a booking as a pending request by its renter, on dates no one holds', () => {
    expect(initialTransition()).toEqual({
      name: 'request',
      from: 'initial',
      to: 'pending',
      actor: 'renter',
      guard: { kind: 'dates_free' },
      effects: { event: 'booking.requested', dropsItemCache: false },
    });
    expect(transitionsFrom(INITIAL, 'renter')).toEqual([initialTransition()]);
    expect(() => initialTransition([])).toThrow('exactly one initial transition');
  });

  it('names each transition once per from-state', () => {
    const keys = RENTAL_GRAPH.map((transition) => `${transition.name}@${transition.from}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lets people ask for exactly the states the status API accepts', () => {
    expect(requestableStates().sort()).toEqual([...REQUESTED_STATUSES].sort());
  });

  it('lets the clock expire requests whose start passed and complete rentals that ended', () => {
    expect(
      clockTransitions().map(({ name, from, to, guard }) => ({ name, from, to, guard })),
    ).toEqual([
      {
        name: 'expire',
        from: 'pending',
        to: 'cancelled',
        guard: { kind: 'date', date: 'fromDate', is: 'before_today' },
      },
      {
        name: 'complete',
        from: 'confirmed',
        to: 'completed',
        guard: { kind: 'date', date: 'toDate', is: 'today_or_earlier' },
      },
    ]);
  });

  it('gives every arriving payment a way: confirm, record, or give it back', () => {
    for (const state of RENTAL_STATES) {
      const ways = transitionsFrom(state, 'payment');
      expect(ways.at(-1)?.name).toBe('refuse_payment');
      expect(ways.at(-1)?.effects.refund).toEqual({ of: 'arriving_payment', amount: 'full' });
    }
    expect(transitionsFrom('pending', 'payment').map((transition) => transition.name)).toEqual([
      'confirm_by_payment',
      'refuse_payment',
    ]);
    expect(transitionsFrom('confirmed', 'payment')[0]?.name).toBe('pay_confirmed');
  });

  it('refunds captured money whenever a booking ends without taking place: in full, except a renter cancelling a confirmed rental, by the policy', () => {
    for (const transition of RENTAL_GRAPH) {
      const endsUnused = transition.to === 'rejected' || transition.to === 'cancelled';
      if (endsUnused && transition.from !== transition.to) {
        const byPolicy = transition.actor === 'renter' && transition.from === 'confirmed';
        expect(transition.effects.refund, transition.name).toEqual({
          of: 'captured_payments',
          amount: byPolicy ? 'policy' : 'full',
        });
      }
    }
  });

  it('drops the item cache on every transition entering or leaving confirmed', () => {
    for (const transition of RENTAL_GRAPH) {
      const movesConfirmed =
        transition.from !== transition.to &&
        (transition.from === 'confirmed' || transition.to === 'confirmed');
      expect(transition.effects.dropsItemCache, transition.name).toBe(movesConfirmed);
    }
  });

  it('displaces overlapping requests through a transition of the graph', () => {
    const displaced = transitionNamed('decline_overlapping', 'pending');
    expect(displaced).toMatchObject({ to: 'rejected', actor: 'system' });
    expect(transitionNamed('accept', 'pending')?.effects.displaces).toBe('decline_overlapping');
  });

  it('publishes named events', () => {
    expect(eventTypes()).toContain('booking.requested');
    expect(eventTypes()).toContain('booking.accepted');
    expect(eventTypes()).toContain('payment.refused');
    for (const type of eventTypes()) expect(type).toMatch(/^(booking|payment)\.[a-z_]+$/);
  });
});
