import { format } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { asPickerText, DATE_FORMAT, datePlaceholder } from './pickerDateFormat';

beforeAll(() => loadMessages('shell'));

describe('pickerDateFormat', () => {
  it('writes a day as the date library writes it in the pickers', () => {
    expect(asPickerText('2026-03-07')).toBe(format(new Date(2026, 2, 7), DATE_FORMAT));
    expect(asPickerText('2026-03-07')).toBe('03/07/2026');
  });

  it('leaves a field without a day empty, under the placeholder', () => {
    expect(asPickerText(undefined)).toBe('');
    expect(datePlaceholder()).toBe('MM/DD/YYYY');
  });
});
