import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { datePickerLocaleFor } from './datePickerLocale';

const english = datePickerLocaleFor('en-US');
const spanish = datePickerLocaleFor('es-US');

describe('the calendars’ locale', () => {
  it('names a day with the plain number shown on it', () => {
    expect(format(new Date(2026, 11, 1), 'PPPP', { locale: english })).toBe(
      'Tuesday, December 1, 2026',
    );
    expect(format(new Date(2026, 11, 22), 'PPPP', { locale: english })).toBe(
      'Tuesday, December 22, 2026',
    );
  });

  it('otherwise speaks US English, weeks starting on Sunday', () => {
    expect(format(new Date(2026, 11, 1), 'EEEE MMMM', { locale: english })).toBe(
      'Tuesday December',
    );
    expect(english.options?.weekStartsOn).toBe(0);
  });

  it('speaks Spanish on a Spanish page, weeks still starting on Sunday', () => {
    expect(format(new Date(2026, 11, 1), 'PPPP', { locale: spanish })).toBe(
      'martes, 1 de diciembre de 2026',
    );
    expect(spanish.options?.weekStartsOn).toBe(0);
  });
});
