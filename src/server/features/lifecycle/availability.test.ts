import { describe, expect, it } from 'vitest';
import { availabilityAfter } from './availability';

describe('availabilityAfter', () => {
  it.each([
    ['Available', true, false, 'Rented'],
    ['Available', true, true, 'Rented'],
    ['Available', false, false, 'Available'],
    ['Available', false, true, 'Available'],
    ['Rented', true, false, 'Rented'],
    ['Rented', true, true, 'Rented'],
    ['Rented', false, true, 'Available'],
    ['Rented', false, false, 'Rented'],
    ['Unavailable', true, false, 'Unavailable'],
    ['Unavailable', false, true, 'Unavailable'],
  ] as const)('%s, rented today %s, rental ended %s → %s', (current, rented, ended, expected) => {
    expect(availabilityAfter(current, rented, ended)).toBe(expected);
  });
});
