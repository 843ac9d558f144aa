import { describe, expect, it } from 'vitest';
import { placesTexts } from '../../src/shared/placesTexts';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp({ placeLookupRateLimitPerMinute: 20 });

function nearestZip(query: Record<string, string>) {
  return ctx.app.inject({ url: '/api/places/nearest-zip', query });
}

describe('GET /api/places/nearest-zip', () => {
  it.each([
    // A few hundred feet from the gazetteer's centres of Springfield IL, Manhattan's 10001,
    // Beverly Hills, downtown Anchorage, downtown Honolulu, Miami Beach and Bangor ME.
    ['39.8012', '-89.6485', '62701'],
    ['40.7506', '-73.9972', '10001'],
    ['34.1000', '-118.4140', '90210'],
    ['61.2203', '-149.8570', '99501'],
    ['21.3160', '-157.8446', '96813'],
    ['25.7797', '-80.1520', '33139'],
    ['44.8490', '-68.8500', '04401'],
  ])('names the ZIP code nearest to %s, %s: %s', async (latitude, longitude, zipCode) => {
    const response = await nearestZip({ latitude, longitude });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ zipCode });
  });

  it('answers 404 far from every US ZIP code', async () => {
    for (const [latitude, longitude] of [
      ['48.8584', '2.2945'],
      ['0', '0'],
      ['-33.8568', '151.2153'],
    ]) {
      const response = await nearestZip({
        latitude: String(latitude),
        longitude: String(longitude),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        error: placesTexts.noZipNearby,
      });
    }
  });

  it.each([
    [{ latitude: '91', longitude: '0' }, 'latitude', placesTexts.latitudeInvalid],
    [{ latitude: '-90.5', longitude: '0' }, 'latitude', placesTexts.latitudeInvalid],
    [{ latitude: 'north', longitude: '0' }, 'latitude', placesTexts.latitudeInvalid],
    [{ longitude: '0' }, 'latitude', placesTexts.latitudeInvalid],
    [{ latitude: '40', longitude: '180.1' }, 'longitude', placesTexts.longitudeInvalid],
    [{ latitude: '40', longitude: '' }, 'longitude', placesTexts.longitudeInvalid],
  ])('refuses %o with 400', async (query, field, error) => {
    const response = await nearestZip(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error });
  });

  it('limits how often one client asks', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      statuses.push((await nearestZip({ latitude: '39.8', longitude: '-89.65' })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
