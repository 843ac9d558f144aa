import { describe, expect, it } from 'vitest';
import { REQUESTED_STATUSES } from '../../src/shared/bookings';
import { RENTAL_STATES } from '../../src/shared/lifecycle/graph';
import { requestableStates, requestedTransition } from '../../src/shared/lifecycle/rules';
import type { Booking } from '../../src/shared/schemas/bookings';
import { insertBooking } from './support/bookingRows';
import { bookingWorld, changeStatus, setupBookingsApp } from './support/bookings';

const { ctx } = setupBookingsApp();
const PEOPLE = ['owner', 'renter', 'stranger'] as const;

/** What the graph says the API must answer, and the state the booking is left in. */
function expected(state: string, requested: (typeof REQUESTED_STATUSES)[number], person: string) {
  const role = person === 'owner' || person === 'renter' ? person : undefined;
  const check = requestedTransition(state, requested, role);
  if (check.ok) return { status: 200, state: check.transition.to };
  return { status: check.reason === 'not_pending' ? 409 : 403, state };
}

describe('the booking status API follows the lifecycle graph', () => {
  it('allows every person-requested transition of the graph and refuses every other', async () => {
    const world = await bookingWorld(ctx);
    const cases = RENTAL_STATES.flatMap((state) =>
      REQUESTED_STATUSES.flatMap((requested) =>
        PEOPLE.map((person) => ({ state, requested, person })),
      ),
    );
    const answers = [];
    for (const { state, requested, person } of cases) {
      const bookingId = await insertBooking(ctx.database.db, world.item, world.renter.id, state);
      const reason = requested === 'cancelled' ? 'Plans changed.' : undefined;
      const response = await changeStatus(
        ctx.app,
        world[person].token,
        bookingId,
        requested,
        reason,
      );
      const after =
        response.statusCode === 200 ? response.json<{ booking: Booking }>().booking.status : state;
      answers.push({ state, requested, person, status: response.statusCode, after });
    }
    expect(answers).toEqual(
      cases.map(({ state, requested, person }) => {
        const { status, state: after } = expected(state, requested, person);
        return { state, requested, person, status, after };
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toEqual([
      {
        state: 'pending',
        requested: 'confirmed',
        person: 'owner',
        status: 200,
        after: 'confirmed',
      },
      { state: 'pending', requested: 'rejected', person: 'owner', status: 200, after: 'rejected' },
      {
        state: 'pending',
        requested: 'cancelled',
        person: 'renter',
        status: 200,
        after: 'cancelled',
      },
      {
        state: 'confirmed',
        requested: 'cancelled',
        person: 'owner',
        status: 200,
        after: 'cancelled',
      },
      {
        state: 'confirmed',
        requested: 'cancelled',
        person: 'renter',
        status: 200,
        after: 'cancelled',
      },
    ]);
  });

  it('refuses (400) a state no person may ask for', async () => {
    const world = await bookingWorld(ctx);
    const bookingId = await insertBooking(ctx.database.db, world.item, world.renter.id, 'pending');
    const others = RENTAL_STATES.filter((state) => !requestableStates().includes(state));
    expect(others).toEqual(['pending', 'completed']);
    for (const state of others) {
      const response = await changeStatus(ctx.app, world.owner.token, bookingId, state);
      expect(response.statusCode, state).toBe(400);
    }
  });
});
