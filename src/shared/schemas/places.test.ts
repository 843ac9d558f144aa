import { describe, expect, it } from 'vitest';
import { nearestZipQuerySchema, nearestZipResponseSchema } from './places';

describe('nearestZipQuerySchema', () => {
  it('reads the query string’s numbers, the ends of each range included', () => {
    expect(nearestZipQuerySchema.parse({ latitude: '39.8', longitude: '-89.65' })).toEqual({
      latitude: 39.8,
      longitude: -89.65,
    });
    expect(nearestZipQuerySchema.parse({ latitude: '-90', longitude: '180' })).toEqual({
      latitude: -90,
      longitude: 180,
    });
  });

  it.each([
    [{ latitude: '90.01', longitude: '0' }, 'places.latitudeInvalid'],
    [{ latitude: '', longitude: '0' }, 'places.latitudeInvalid'],
    [{ latitude: 'abc', longitude: '0' }, 'places.latitudeInvalid'],
    [{ latitude: '0', longitude: '-180.5' }, 'places.longitudeInvalid'],
    [{ latitude: '0' }, 'places.longitudeInvalid'],
  ])('refuses %o with the id of its message', (query, message) => {
    expect(nearestZipQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(message);
  });
});

describe('nearestZipResponseSchema', () => {
  it('holds a five-digit ZIP code', () => {
    expect(nearestZipResponseSchema.safeParse({ zipCode: '62701' }).success).toBe(true);
    expect(nearestZipResponseSchema.safeParse({ zipCode: '6270' }).success).toBe(false);
  });
});
