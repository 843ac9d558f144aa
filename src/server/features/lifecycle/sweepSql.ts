import { and, eq, lt, lte, or, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../../shared/calendarDates';
import {
  clockTransitions,
  type DateGuard,
  type RentalState,
} from '../../../shared/lifecycle/graph';
import { bookings } from '../../db/schema';

/**
 * "Today" for a query: one calendar date, or an SQL expression such as the date where each
 * booking's item is (itemTodaySql).
 */
export type SqlToday = CalendarDate | SQL<string>;

/** A date guard of the graph as SQL on bookings, the same rule dateGuardHolds applies in code. */
export function dateGuardSql(guard: DateGuard, today: SqlToday): SQL {
  const column = guard.date === 'fromDate' ? bookings.fromDate : bookings.toDate;
  return guard.is === 'before_today' ? lt(column, today) : lte(column, today);
}

/** Bookings one of the clock's transitions is due for today. */
export function clockDueSql(today: SqlToday): SQL | undefined {
  return or(
    ...clockTransitions().map((transition) =>
      and(eq(bookings.status, transition.from), dateGuardSql(transition.guard, today)),
    ),
  );
}

/** Bookings in `state` today, counting those the clock is due to move there (see stateAsOf). */
export function inStateAsOfSql(state: RentalState, today: SqlToday): SQL | undefined {
  return or(
    eq(bookings.status, state),
    ...clockTransitions()
      .filter((transition) => transition.to === state)
      .map((transition) =>
        and(eq(bookings.status, transition.from), dateGuardSql(transition.guard, today)),
      ),
  );
}
