import { describe, expect, it } from 'vitest';
import { clockIn, clocksDiffer, isTimeZone, momentThere, todayIn } from './timeZones';
import { midnightIn } from './zonedMidnight';

describe('todayIn', () => {
  // 04:30 UTC on Nov 29 is 23:30 on Nov 28 in New York and 18:30 in Honolulu.
  it('is the date on the clock where the item is', () => {
    const instant = new Date('2026-11-29T04:30:00Z');
    expect(todayIn('Pacific/Honolulu', instant)).toBe('2026-11-28');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-28');
    expect(todayIn('Europe/Madrid', instant)).toBe('2026-11-29');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-29');
  });

  it('turns at local midnight, not at UTC midnight', () => {
    expect(todayIn('America/New_York', new Date('2026-11-29T04:59:59Z'))).toBe('2026-11-28');
    expect(todayIn('America/New_York', new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-29');
    expect(todayIn('Pacific/Honolulu', new Date('2026-11-29T09:59:59Z'))).toBe('2026-11-28');
    expect(todayIn('Pacific/Honolulu', new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-29');
  });
});

describe('midnightIn', () => {
  it('is the instant a date begins in the zone', () => {
    expect(midnightIn('2026-11-29', 'Pacific/Honolulu').toISOString()).toBe(
      '2026-11-29T10:00:00.000Z',
    );
    expect(midnightIn('2026-11-29', 'America/New_York').toISOString()).toBe(
      '2026-11-29T05:00:00.000Z',
    );
    expect(midnightIn('2026-07-04', 'America/New_York').toISOString()).toBe(
      '2026-07-04T04:00:00.000Z',
    );
    expect(midnightIn('2026-11-29', 'UTC').toISOString()).toBe('2026-11-29T00:00:00.000Z');
  });

  it('is the first instant of the day where daylight saving skips midnight', () => {
    // Chile moves its clocks from 00:00 to 01:00 on the first Sunday of September.
    const start = midnightIn('2026-09-06', 'America/Santiago');
    expect(todayIn('America/Santiago', start)).toBe('2026-09-06');
    expect(todayIn('America/Santiago', new Date(start.getTime() - 1))).toBe('2026-09-05');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('Pacific/Honolulu')).toBe(true);
    expect(isTimeZone('America/Toronto')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('momentThere', () => {
  const release = new Date('2026-12-02T10:00:00Z');
  it('shows the time on the clock where the item is, and names that clock by its city', () => {
    expect(momentThere(release, 'en-US', 'Pacific/Honolulu')).toEqual({
      when: 'Dec 2, 2026, 12:00 AM',
      city: 'Honolulu',
    });
    expect(momentThere(release, 'es-US', 'Pacific/Honolulu').when).toMatch(
      /^2 dic 2026, 12:00\sa\.\s?m\.$/,
    );
    expect(momentThere(release, 'en-US', 'America/New_York')).toEqual({
      when: 'Dec 2, 2026, 5:00 AM',
      city: 'New York',
    });
  });
});

describe('clockIn', () => {
  it("names the zone's city and the time on its clock in the reader's language", () => {
    const instant = new Date('2026-11-29T06:15:00Z');
    const honolulu = clockIn('Pacific/Honolulu', 'en-US', instant);
    expect(honolulu.city).toBe('Honolulu');
    expect(honolulu.time).toMatch(/^8:15\sPM$/);
    expect(clockIn('America/New_York', 'es-US', instant)).toEqual({
      city: 'New York',
      time: expect.stringMatching(/^1:15\sa\.\s?m\.$/),
    });
  });
});

describe('clocksDiffer', () => {
  it('compares what the clocks show, not the names of their zones', () => {
    const instant = new Date('2026-11-29T06:15:00Z');
    expect(clocksDiffer('America/New_York', 'America/Detroit', instant)).toBe(false);
    expect(clocksDiffer('America/New_York', 'America/Chicago', instant)).toBe(true);
  });
});
