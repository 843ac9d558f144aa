import { describe, expect, it } from 'vitest';
import { localCardSchema } from '../../../shared/schemas/payments';
import { digitsOnly, formatExpiry, groupCardNumber } from './cardInput';

describe('groupCardNumber', () => {
  it.each([
    ['', ''],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4000-0000 0000/0002', '4000 0000 0000 0002'],
    ['1234567890123456789012', '1234 5678 9012 3456 789'],
  ])('groups %s as %s', (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown);
  });

  it('gives what the shared card schema accepts', () => {
    const parsed = localCardSchema.parse({
      cardNumber: groupCardNumber('4242424242424242'),
      expiry: '12/34',
      cvc: '123',
    });
    expect(parsed.cardNumber).toBe('4242424242424242');
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['12/34', '12/34'],
    ['12345', '12/34'],
    ['ab', ''],
  ])('shows %s as %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });
});

describe('digitsOnly', () => {
  it('keeps at most the given number of digits', () => {
    expect(digitsOnly('12a34 5', 4)).toBe('1234');
  });
});
