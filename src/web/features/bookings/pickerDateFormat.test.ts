import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { asPickerText, DATE_FORMAT, DATE_PLACEHOLDER } from './pickerDateFormat';

describe('pickerDateFormat', () => {
  it('writes a day as the date library writes it in the pickers', () => {
    expect(asPickerText('2026-03-07')).toBe(format(new Date(2026, 2, 7), DATE_FORMAT));
    expect(asPickerText('2026-03-07')).toBe('03/07/2026');
  });

  it('leaves a field without a day empty, under the placeholder', () => {
    expect(asPickerText(undefined)).toBe('');
    expect(DATE_PLACEHOLDER).toBe('MM/DD/YYYY');
  });
});
