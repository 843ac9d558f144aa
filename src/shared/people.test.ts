import { describe, expect, it } from 'vitest';
import { displayName, fullNameOf, initials, splitDisplayName } from './people';

describe('displayName', () => {
  it('prefers the first name', () => {
    expect(displayName({ firstName: 'Ada', fullName: 'Grace Hopper' })).toBe('Ada');
  });
  it('falls back to the first word of the full name', () => {
    expect(displayName({ firstName: '  ', fullName: '  Grace Brewster Hopper' })).toBe('Grace');
  });
  it("falls back to 'User'", () => {
    expect(displayName({ email: 'a@b.co' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initials', () => {
  it('uses first and last name', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace', fullName: 'X Y' })).toBe('AL');
  });
  it('uses a lone first name', () => {
    expect(initials({ firstName: 'Ada', lastName: '' })).toBe('A');
  });
  it('uses the first two words of the full name', () => {
    expect(initials({ fullName: 'grace brewster hopper' })).toBe('GB');
  });
  it('uses the first letter of the email', () => {
    expect(initials({ email: 'zed@example.com' })).toBe('Z');
  });
  it("falls back to 'U'", () => {
    expect(initials({})).toBe('U');
    expect(initials(undefined)).toBe('U');
  });
});

describe('fullNameOf and splitDisplayName', () => {
  it('joins present parts only', () => {
    expect(fullNameOf({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(fullNameOf({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('splits the first word from the rest', () => {
    expect(splitDisplayName('  Mary  Ann Evans ')).toEqual({
      firstName: 'Mary',
      lastName: 'Ann Evans',
    });
    expect(splitDisplayName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
