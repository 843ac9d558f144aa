import type { CalendarDate } from '../calendarDates';
import { reviewWindowState } from '../reviewWindow';
import {
  clockTransitions,
  type DateGuard,
  isRentalState,
  PERSON_ACTORS,
  type PersonActor,
  RENTAL_GRAPH,
  type RentalGraph,
  type RentalState,
  type Transition,
} from './graph';

export interface DatedBooking {
  status: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
}

/** Whether a date guard holds today. Calendar dates compare as strings. */
export function dateGuardHolds(guard: DateGuard, booking: DatedBooking, today: CalendarDate) {
  const date = booking[guard.date];
  return guard.is === 'before_today' ? date < today : date <= today;
}

/**
 * The state a booking is in today once the clock's due transitions are applied, whether or
 * not a sweep has written them yet: a rental is over the day it ends.
 */
export function stateAsOf(
  booking: DatedBooking,
  today: CalendarDate,
  graph: RentalGraph = RENTAL_GRAPH,
): string {
  let state = booking.status;
  for (let step = 0; step < graph.length; step += 1) {
    const due = clockTransitions(graph).find(
      (transition) => transition.from === state && dateGuardHolds(transition.guard, booking, today),
    );
    if (!due) return state;
    state = due.to;
  }
  return state;
}

export type RequestRefusal = 'not_a_party' | 'wrong_role' | 'not_pending';

export type RequestCheck =
  | { ok: true; transition: Transition }
  | { ok: false; reason: RequestRefusal };

const isPerson = (actor: string): actor is PersonActor =>
  (PERSON_ACTORS as readonly string[]).includes(actor);

/** What people ask of a booking that exists; the request that creates one is not among them. */
const personTransitions = (graph: RentalGraph) =>
  graph.filter((transition) => isPerson(transition.actor) && isRentalState(transition.from));

/**
 * The transition a party asks for by naming the state they want. Refused when the caller is
 * no party, when no transition to that state is theirs to take, or when theirs does not leave
 * the booking's current state.
 */
export function requestedTransition(
  current: string,
  requested: RentalState,
  role: PersonActor | undefined,
  graph: RentalGraph = RENTAL_GRAPH,
): RequestCheck {
  if (!role) return { ok: false, reason: 'not_a_party' };
  const towards = personTransitions(graph).filter((transition) => transition.to === requested);
  const theirs = towards.filter((transition) => transition.actor === role);
  if (theirs.length === 0) return { ok: false, reason: 'wrong_role' };
  const transition = theirs.find((candidate) => candidate.from === current);
  return transition ? { ok: true, transition } : { ok: false, reason: 'not_pending' };
}

/** The states a party may ask for by name: the targets of the person-requested transitions. */
export function requestableStates(graph: RentalGraph = RENTAL_GRAPH): RentalState[] {
  return [...new Set(personTransitions(graph).map((transition) => transition.to))];
}

export type ReviewRefusal = 'own_item' | 'not_the_renter' | 'rental_not_over' | 'window_closed';

/** Over by its dates (see stateAsOf) and still inside the review window (see reviewWindow). */
function windowRefusal(booking: DatedBooking, today: CalendarDate) {
  if (stateAsOf(booking, today) !== 'completed') return 'rental_not_over' as const;
  if (reviewWindowState(booking.toDate, today) === 'closed') return 'window_closed' as const;
  return undefined;
}

/**
 * Who may review a booking's item: its renter, never the item's owner, once the rental is
 * over by its dates and until the review window closes. Returns why not, or undefined when
 * they may.
 */
export function reviewRefusal(
  booking: DatedBooking & { renterId: string },
  itemOwnerId: string,
  callerId: string,
  today: CalendarDate,
): ReviewRefusal | undefined {
  if (itemOwnerId === callerId) return 'own_item';
  if (booking.renterId !== callerId) return 'not_the_renter';
  return windowRefusal(booking, today);
}

export type RenterReviewRefusal = 'not_the_owner' | 'rental_not_over' | 'window_closed';

/** Who may review a booking's renter: the booking's owner, in the same window as the renter. */
export function renterReviewRefusal(
  booking: DatedBooking & { ownerId: string },
  callerId: string,
  today: CalendarDate,
): RenterReviewRefusal | undefined {
  if (booking.ownerId !== callerId) return 'not_the_owner';
  return windowRefusal(booking, today);
}
