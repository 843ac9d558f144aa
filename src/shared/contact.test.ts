import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, phoneDigits } from './contact';
import { setMarketplace, US_MARKETPLACE } from './marketplace';

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

describe('phone input outside North America', () => {
  beforeAll(() => setMarketplace({ ...US_MARKETPLACE, country: 'GB', northAmericanPhones: false }));
  afterAll(() => setMarketplace(US_MARKETPLACE));

  it('keeps a leading plus and up to fifteen digits, unformatted', () => {
    expect(phoneDigits('+44 20 7946 0958')).toBe('+442079460958');
    expect(formatPhone('07700 900123')).toBe('07700900123');
    expect(phoneDigits('1234567890123456789')).toBe('123456789012345');
  });
});
