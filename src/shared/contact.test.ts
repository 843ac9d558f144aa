import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, isValidZip, phoneDigits } from './contact';

describe('isValidPhone', () => {
  it.each([
    '5551234567',
    '(555) 123-4567',
    '+44 20 7946 0958',
    '555.123.4567',
    '1',
    '+1234567890123456',
  ])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['', '0551234567', '+0123', '12345678901234567', '555-CALL-NOW', '++15551234567'])(
    'rejects %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('isValidZip', () => {
  it.each(['12345', '12345-6789', ' 02139 '])('accepts %j', (zip) => {
    expect(isValidZip(zip)).toBe(true);
  });
  it.each(['1234', '123456', '12345-678', 'ABCDE', '12345 6789', ''])('rejects %j', (zip) => {
    expect(isValidZip(zip)).toBe(false);
  });
});

describe('phone input', () => {
  it('keeps digits only, at most ten', () => {
    expect(phoneDigits('+1 (555) 123-4567 ext 89')).toBe('1555123456');
  });
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'],
  ])('formats %j as %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
});
