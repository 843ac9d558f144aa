import { describe, expect, it } from 'vitest';
import { calendarMonthOf, pageCountOf } from './admin';

describe('calendarMonthOf', () => {
  it('covers the UTC calendar month of the moment, end exclusive', () => {
    expect(calendarMonthOf(new Date('2030-06-15T12:00:00Z'))).toEqual({
      start: new Date('2030-06-01T00:00:00Z'),
      end: new Date('2030-07-01T00:00:00Z'),
    });
  });

  it('rolls December over into January of the next year', () => {
    expect(calendarMonthOf(new Date('2030-12-31T23:59:59Z')).end).toEqual(
      new Date('2031-01-01T00:00:00Z'),
    );
  });

  it('counts the first instant of a month in that month', () => {
    expect(calendarMonthOf(new Date('2030-03-01T00:00:00Z')).start).toEqual(
      new Date('2030-03-01T00:00:00Z'),
    );
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
  ])('%i rows make %i pages', (total, pages) => {
    expect(pageCountOf(total, 20)).toBe(pages);
  });
});
