import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from './bookings';
import {
  allDayEventOf,
  FEED_STATUSES,
  feedEventStatus,
  feedPath,
  feedTokenOfFile,
} from './calendarFeed';

const TOKEN = 'aB3_-'.repeat(8).concat('xyz');

describe('which rentals a feed lists', () => {
  it('shows requests as tentative, confirmed and completed rentals as confirmed', () => {
    expect(feedEventStatus('pending')).toBe('TENTATIVE');
    expect(feedEventStatus('confirmed')).toBe('CONFIRMED');
    expect(feedEventStatus('completed')).toBe('CONFIRMED');
  });

  it('leaves out rejected and cancelled ones, and anything unknown', () => {
    expect(feedEventStatus('rejected')).toBeUndefined();
    expect(feedEventStatus('cancelled')).toBeUndefined();
    expect(feedEventStatus('toString')).toBeUndefined();
    expect(FEED_STATUSES.every((status) => BOOKING_STATUSES.includes(status))).toBe(true);
  });
});

describe('feed addresses', () => {
  it('reads the token of `<token>.ics`, and nothing else', () => {
    expect(TOKEN).toHaveLength(43);
    expect(feedTokenOfFile(`${TOKEN}.ics`)).toBe(TOKEN);
    expect(feedPath(TOKEN)).toBe(`/api/calendar/${TOKEN}.ics`);
    for (const file of [TOKEN, `${TOKEN}.ics.ics`, `${TOKEN}x.ics`, `${TOKEN.slice(1)}.ics`]) {
      expect(feedTokenOfFile(file)).toBeUndefined();
    }
    expect(feedTokenOfFile(`${TOKEN.slice(1)}/.ics`)).toBeUndefined();
  });
});

describe('a rental as an all-day event', () => {
  it('keeps the half-open range: the return day is the exclusive end', () => {
    expect(allDayEventOf({ fromDate: '2030-06-20', toDate: '2030-06-23' })).toEqual({
      start: '2030-06-20',
      end: '2030-06-23',
    });
  });

  it('is one day long for a one-day rental', () => {
    expect(allDayEventOf({ fromDate: '2030-12-31', toDate: '2031-01-01' })).toEqual({
      start: '2030-12-31',
      end: '2031-01-01',
    });
  });
});
