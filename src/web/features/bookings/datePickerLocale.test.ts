import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { datePickerLocale } from './datePickerLocale';

describe('the calendars’ locale', () => {
  it('names a day with the plain number shown on it', () => {
    expect(format(new Date(2026, 11, 1), 'PPPP', { locale: datePickerLocale })).toBe(
      'Tuesday, December 1, 2026',
    );
    expect(format(new Date(2026, 11, 22), 'PPPP', { locale: datePickerLocale })).toBe(
      'Tuesday, December 22, 2026',
    );
  });

  it('otherwise speaks US English, weeks starting on Sunday', () => {
    expect(format(new Date(2026, 11, 1), 'EEEE MMMM', { locale: datePickerLocale })).toBe(
      'Tuesday December',
    );
    expect(datePickerLocale.options?.weekStartsOn).toBe(0);
  });
});
