import { describe, expect, it } from 'vitest';
import { publicLastNameOf, publicNameOf } from './publicName';

describe('publicNameOf', () => {
  it('shows the first name and the last name’s initial, never the whole last name', () => {
    expect(publicNameOf({ firstName: 'Jamie', lastName: 'rivera' })).toBe('Jamie R.');
    expect(publicNameOf({ firstName: 'Jamie', lastName: '' })).toBe('Jamie');
    expect(publicNameOf({ firstName: '', lastName: 'Rivera' })).toBe('R.');
    expect(publicNameOf({ firstName: ' ', lastName: ' ' })).toBe('User');
  });
});

describe('publicLastNameOf', () => {
  it('gives the last name’s initial only, or nothing', () => {
    expect(publicLastNameOf({ firstName: 'Alexandra', lastName: ' martin' })).toBe('M.');
    expect(publicLastNameOf({ firstName: 'Alexandra', lastName: '' })).toBe('');
    expect(publicLastNameOf({ firstName: 'Alexandra' })).toBe('');
  });
});
