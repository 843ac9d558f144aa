/**
 * The rental lifecycle, in the manner of a transaction process: every state a booking can be
 * in, every transition between states, who may take it, when it is allowed and what follows
 * from it. Nothing else defines a transition: the API's checks, the clock's sweep, payment
 * handling and the events the outbox delivers are all read from this graph.
 */

/** The states, as stored in bookings.status. */
export const RENTAL_STATES = [
  'pending',
  'confirmed',
  'rejected',
  'completed',
  'cancelled',
] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

/**
 * Where a booking is before it exists: the request starts from here. It is no state a booking
 * is ever stored in.
 */
export const INITIAL = 'initial';
export type Initial = typeof INITIAL;

export const isRentalState = (state: RentalState | Initial): state is RentalState =>
  state !== INITIAL;

/**
 * Who takes a transition. `system` is a consequence of another transition (the requests a
 * confirmation displaces); `clock` is time passing; `payment` is the provider's word.
 */
export const ACTORS = ['renter', 'owner', 'clock', 'payment', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];
/** The people who ask for transitions through the booking status API. */
export const PERSON_ACTORS = ['renter', 'owner'] as const;
export type PersonActor = (typeof PERSON_ACTORS)[number];

/** A booking date compared with today: `before` is date < today, `not_after` is date <= today. */
export interface DateGuard {
  kind: 'date';
  date: 'fromDate' | 'toDate';
  is: 'before_today' | 'today_or_earlier';
}

/**
 * When a transition may be taken besides its from-state. `dates_free`: no confirmed or
 * completed booking of the item shares a day (the database's exclusion constraint decides for
 * a move into those states; a new request, which holds no dates, looks under the item's lock);
 * `unpaid`: the booking holds no captured payment yet.
 */
export type Guard = DateGuard | { kind: 'dates_free' } | { kind: 'unpaid' };

export interface Refund {
  /** The booking's captured payments, or the payment whose arrival triggered the transition. */
  of: 'captured_payments' | 'arriving_payment';
  /** Everything paid, or what the booking's cancellation policy gives back (see cancellationPolicy). */
  amount: 'full' | 'policy';
}

export interface Effects {
  /** The outbox event written with the change. */
  event: string;
  refund?: Refund;
  /** The arriving payment is recorded as the booking's captured payment. */
  capturesPayment?: boolean;
  /** The change may flip the item's Available/Rented flag: cached item pages are stale. */
  dropsItemCache: boolean;
  /** Other pending requests for the same dates go through this transition. */
  displaces?: TransitionName;
  /** What cancellation_reason records. */
  reason?: 'given_by_actor' | 'expired';
}

export interface Transition {
  name: TransitionName;
  from: RentalState | Initial;
  to: RentalState;
  actor: Actor;
  guard?: Guard;
  effects: Effects;
}

export type TransitionName =
  | 'request'
  | 'accept'
  | 'reject'
  | 'cancel_by_renter'
  | 'cancel_confirmed_by_renter'
  | 'cancel_by_owner'
  | 'decline_overlapping'
  | 'decline_withdrawn'
  | 'expire'
  | 'complete'
  | 'confirm_by_payment'
  | 'pay_confirmed'
  | 'pay_completed'
  | 'refuse_payment'
  | 'cancel_by_admin';

const refundCaptured: Refund = { of: 'captured_payments', amount: 'full' };

/** One entry per state a payment can arrive in: it goes back when nothing else takes it. */
const refusePayment: Transition[] = RENTAL_STATES.map((state) => ({
  name: 'refuse_payment',
  from: state,
  to: state,
  actor: 'payment',
  effects: {
    event: 'payment.refused',
    refund: { of: 'arriving_payment', amount: 'full' },
    dropsItemCache: false,
  },
}));

/**
 * The graph. Order matters where one actor has several transitions from one state: the first
 * whose guard holds is taken (a payment confirms if it can, is recorded if it may, else goes back).
 */
export const RENTAL_GRAPH: readonly Transition[] = [
  {
    name: 'request',
    from: INITIAL,
    to: 'pending',
    actor: 'renter',
    guard: { kind: 'dates_free' },
    effects: { event: 'booking.requested', dropsItemCache: false },
  },
  {
    name: 'accept',
    from: 'pending',
    to: 'confirmed',
    actor: 'owner',
    guard: { kind: 'dates_free' },
    effects: { event: 'booking.accepted', dropsItemCache: true, displaces: 'decline_overlapping' },
  },
  {
    name: 'reject',
    from: 'pending',
    to: 'rejected',
    actor: 'owner',
    effects: { event: 'booking.rejected', refund: refundCaptured, dropsItemCache: false },
  },
  {
    name: 'cancel_by_renter',
    from: 'pending',
    to: 'cancelled',
    actor: 'renter',
    effects: {
      event: 'booking.cancelled',
      refund: refundCaptured,
      dropsItemCache: false,
      reason: 'given_by_actor',
    },
  },
  {
    name: 'cancel_confirmed_by_renter',
    from: 'confirmed',
    to: 'cancelled',
    actor: 'renter',
    effects: {
      event: 'booking.cancelled',
      refund: { of: 'captured_payments', amount: 'policy' },
      dropsItemCache: true,
      reason: 'given_by_actor',
    },
  },
  {
    name: 'cancel_by_owner',
    from: 'confirmed',
    to: 'cancelled',
    actor: 'owner',
    effects: {
      event: 'booking.cancelled_by_owner',
      refund: refundCaptured,
      dropsItemCache: true,
      reason: 'given_by_actor',
    },
  },
  {
    name: 'decline_overlapping',
    from: 'pending',
    to: 'rejected',
    actor: 'system',
    effects: { event: 'booking.declined', refund: refundCaptured, dropsItemCache: false },
  },
  {
    // The owner deleted the listing: its requests can no longer be met.
    name: 'decline_withdrawn',
    from: 'pending',
    to: 'rejected',
    actor: 'system',
    effects: { event: 'booking.declined', refund: refundCaptured, dropsItemCache: false },
  },
  {
    name: 'expire',
    from: 'pending',
    to: 'cancelled',
    actor: 'clock',
    guard: { kind: 'date', date: 'fromDate', is: 'before_today' },
    effects: {
      event: 'booking.expired',
      refund: refundCaptured,
      dropsItemCache: false,
      reason: 'expired',
    },
  },
  {
    name: 'complete',
    from: 'confirmed',
    to: 'completed',
    actor: 'clock',
    guard: { kind: 'date', date: 'toDate', is: 'today_or_earlier' },
    effects: { event: 'booking.completed', dropsItemCache: true },
  },
  {
    name: 'confirm_by_payment',
    from: 'pending',
    to: 'confirmed',
    actor: 'payment',
    guard: { kind: 'dates_free' },
    effects: {
      event: 'booking.paid_and_confirmed',
      capturesPayment: true,
      dropsItemCache: true,
      displaces: 'decline_overlapping',
    },
  },
  {
    name: 'pay_confirmed',
    from: 'confirmed',
    to: 'confirmed',
    actor: 'payment',
    guard: { kind: 'unpaid' },
    effects: { event: 'booking.paid', capturesPayment: true, dropsItemCache: false },
  },
  {
    name: 'pay_completed',
    from: 'completed',
    to: 'completed',
    actor: 'payment',
    guard: { kind: 'unpaid' },
    effects: { event: 'booking.paid', capturesPayment: true, dropsItemCache: false },
  },
  ...refusePayment,
  {
    name: 'cancel_by_admin',
    from: 'pending',
    to: 'cancelled',
    actor: 'admin',
    effects: {
      event: 'booking.cancelled_by_admin',
      refund: refundCaptured,
      dropsItemCache: false,
      reason: 'given_by_actor',
    },
  },
  {
    name: 'cancel_by_admin',
    from: 'confirmed',
    to: 'cancelled',
    actor: 'admin',
    effects: {
      event: 'booking.cancelled_by_admin',
      refund: refundCaptured,
      dropsItemCache: true,
      reason: 'given_by_actor',
    },
  },
];

export type RentalGraph = readonly Transition[];

/** The transitions an actor may take from a state, in the graph's order. */
export function transitionsFrom(
  state: string,
  actor: Actor,
  graph: RentalGraph = RENTAL_GRAPH,
): Transition[] {
  return graph.filter((transition) => transition.from === state && transition.actor === actor);
}

/** The one transition of this name from this state. */
export function transitionNamed(
  name: TransitionName,
  from: string,
  graph: RentalGraph = RENTAL_GRAPH,
): Transition | undefined {
  return graph.find((transition) => transition.name === name && transition.from === from);
}

/** The transitions time takes; each moves a stored booking and has a date guard. */
export function clockTransitions(graph: RentalGraph = RENTAL_GRAPH) {
  return graph.flatMap(({ from, guard, ...transition }) =>
    transition.actor === 'clock' && guard?.kind === 'date' && isRentalState(from)
      ? [{ ...transition, from, guard }]
      : [],
  );
}

/** The one transition that creates a booking. */
export function initialTransition(graph: RentalGraph = RENTAL_GRAPH): Transition {
  const [first, ...others] = graph.filter((transition) => transition.from === INITIAL);
  if (!first || others.length > 0)
    throw new Error('the graph needs exactly one initial transition');
  return first;
}

/** Every event type the graph writes, each once. */
export function eventTypes(graph: RentalGraph = RENTAL_GRAPH): string[] {
  return [...new Set(graph.map((transition) => transition.effects.event))];
}
