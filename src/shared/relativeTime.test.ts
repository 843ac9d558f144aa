import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n/allCatalogs';
import { relativeTime as inLanguage } from './relativeTime';

const english = i18nFor('en-US');
const relativeTime = (iso: string, now: Date | number) => inLanguage(english, iso, now);

const NOW = new Date('2026-11-22T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SECOND, 'Just now'],
    [MINUTE, '1m ago'],
    [59 * MINUTE + 59 * SECOND, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
  ])('shows %d ms ago as %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it('shows a short US date from one day on', () => {
    expect(relativeTime('2026-11-20T12:00:00.000Z', NOW)).toBe('Nov 20, 2026');
    expect(relativeTime(ago(24 * HOUR), NOW.getTime())).toMatch(/^Nov 2[01], 2026$/);
  });

  it('reads a time a little in the future as just now, and nonsense as nothing', () => {
    expect(relativeTime(ago(-5 * SECOND), NOW)).toBe('Just now');
    expect(relativeTime('yesterday', NOW)).toBe('');
  });
});
