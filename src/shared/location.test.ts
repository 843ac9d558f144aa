import { describe, expect, it } from 'vitest';
import { parseLocation, serializeLocation } from './location';

describe('parseLocation', () => {
  it('reads JSON text', () => {
    expect(parseLocation('{"address":"1 Main St","city":"Springfield","zipCode":"12345"}')).toEqual(
      { address: '1 Main St', city: 'Springfield', zipCode: '12345' },
    );
  });
  it('reads the comma-separated form, keeping commas inside the address', () => {
    expect(parseLocation('Flat 2, 1 Main St, Springfield, 12345')).toEqual({
      address: 'Flat 2, 1 Main St',
      city: 'Springfield',
      zipCode: '12345',
    });
  });
  it('reads anything else as a bare address', () => {
    expect(parseLocation('Springfield')).toEqual({
      address: 'Springfield',
      city: '',
      zipCode: '',
    });
    expect(parseLocation('{not json')).toEqual({ address: '{not json', city: '', zipCode: '' });
  });
  it('reads nothing as empty', () => {
    expect(parseLocation(null)).toEqual({ address: '', city: '', zipCode: '' });
    expect(parseLocation('{"city": 5}')).toEqual({ address: '', city: '', zipCode: '' });
  });
  it('round-trips through serializeLocation', () => {
    const location = { address: ' 1 Main St ', city: 'Springfield', zipCode: '12345' };
    expect(parseLocation(serializeLocation(location))).toEqual({
      ...location,
      address: '1 Main St',
    });
  });
});
