import { describe, expect, it } from 'vitest';
import {
  latestReturnDay,
  overlapsBookedRange,
  requestedDatesProblem,
  unavailablePickUpDays,
  unavailableReturnDays,
} from './bookedRanges';

const june10to13 = { from_date: '2026-06-10', to_date: '2026-06-13' };
const june20to21 = { from_date: '2026-06-20', to_date: '2026-06-21' };
const ranges = [june20to21, june10to13];

describe('overlapsBookedRange', () => {
  it('treats ranges as half-open, so back-to-back rentals fit', () => {
    expect(overlapsBookedRange('2026-06-08', '2026-06-10', ranges)).toBe(false);
    expect(overlapsBookedRange('2026-06-13', '2026-06-15', ranges)).toBe(false);
  });

  it('finds ranges that share a night, sit inside, or are spanned', () => {
    expect(overlapsBookedRange('2026-06-09', '2026-06-11', ranges)).toBe(true);
    expect(overlapsBookedRange('2026-06-12', '2026-06-14', ranges)).toBe(true);
    expect(overlapsBookedRange('2026-06-11', '2026-06-12', ranges)).toBe(true);
    expect(overlapsBookedRange('2026-06-01', '2026-06-30', ranges)).toBe(true);
  });
});

describe('unavailable days for the pickers', () => {
  it('blocks every booked night as a pick-up day, but not the day the item comes back', () => {
    expect(unavailablePickUpDays([june10to13])).toEqual([
      { start: '2026-06-10', end: '2026-06-12' },
    ]);
  });

  it('blocks return days after a booked night, but not the day the next booking starts', () => {
    expect(unavailableReturnDays([june10to13])).toEqual([
      { start: '2026-06-11', end: '2026-06-13' },
    ]);
  });

  it('ignores empty ranges and crosses month ends', () => {
    const empty = { from_date: '2026-06-10', to_date: '2026-06-10' };
    const monthEnd = { from_date: '2026-06-30', to_date: '2026-07-01' };
    expect(unavailablePickUpDays([empty, monthEnd])).toEqual([
      { start: '2026-06-30', end: '2026-06-30' },
    ]);
    expect(unavailableReturnDays([empty, monthEnd])).toEqual([
      { start: '2026-07-01', end: '2026-07-01' },
    ]);
  });
});

describe('latestReturnDay', () => {
  it('is the start of the next booking after the pick-up day', () => {
    expect(latestReturnDay('2026-06-01', ranges)).toBe('2026-06-10');
    expect(latestReturnDay('2026-06-13', ranges)).toBe('2026-06-20');
  });

  it('is open-ended after the last booking', () => {
    expect(latestReturnDay('2026-06-21', ranges)).toBeUndefined();
    expect(latestReturnDay('2026-06-01', [])).toBeUndefined();
  });
});

describe('requestedDatesProblem', () => {
  const today = '2026-06-01';

  it('asks for both dates first', () => {
    expect(requestedDatesProblem({ from: '2026-06-02' }, today, [])).toBe('bookings.bothDates');
    expect(requestedDatesProblem({}, today, [])).toBe('bookings.bothDates');
  });

  it('wants the return after the pick-up', () => {
    const sameDay = { from: '2026-06-02', to: '2026-06-02' };
    expect(requestedDatesProblem(sameDay, today, [])).toBe('bookings.endAfterStart');
    const reversed = { from: '2026-06-05', to: '2026-06-02' };
    expect(requestedDatesProblem(reversed, today, [])).toBe('bookings.endAfterStart');
  });

  it('refuses a start before today and dates that cross a booking', () => {
    const past = { from: '2026-05-31', to: '2026-06-02' };
    expect(requestedDatesProblem(past, today, [])).toBe('bookings.startInPast');
    const spanning = { from: '2026-06-05', to: '2026-06-15' };
    expect(requestedDatesProblem(spanning, today, ranges)).toBe('bookings.datesTaken');
  });

  it('accepts a one-day rental that ends as the next booking starts', () => {
    expect(requestedDatesProblem({ from: '2026-06-09', to: '2026-06-10' }, today, ranges)).toBe(
      undefined,
    );
  });
});
