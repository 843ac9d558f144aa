import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp({ placeLookupRateLimitPerMinute: 20 });

function nearestZip(query: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ url: '/api/places/nearest-zip', query, headers });
}

const noneNear = 'We could not find a US ZIP code near your location. Enter a ZIP code instead.';
const latitudeInvalid = 'Latitude must be a number from -90 to 90.';
const longitudeInvalid = 'Longitude must be a number from -180 to 180.';

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
        error: noneNear,
      });
    }
  });

  it.each([
    [{ latitude: '91', longitude: '0' }, 'latitude', latitudeInvalid],
    [{ latitude: '-90.5', longitude: '0' }, 'latitude', latitudeInvalid],
    [{ latitude: 'north', longitude: '0' }, 'latitude', latitudeInvalid],
    [{ longitude: '0' }, 'latitude', latitudeInvalid],
    [{ latitude: '40', longitude: '180.1' }, 'longitude', longitudeInvalid],
    [{ latitude: '40', longitude: '' }, 'longitude', longitudeInvalid],
  ])('refuses %o with 400', async (query, field, error) => {
    const response = await nearestZip(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error });
  });

  it('writes its refusals in the language the request asks for, with the same codes', async () => {
    const far = await nearestZip(
      { latitude: '0', longitude: '0' },
      { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    );
    expect(far.statusCode).toBe(404);
    expect(far.json()).toEqual({
      code: 'NOT_FOUND',
      error:
        'No encontramos un código postal de EE. UU. cerca de tu ubicación. Escribe un código postal.',
    });
    const invalid = await nearestZip(
      { latitude: '91', longitude: '0' },
      { 'accept-language': 'es' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'latitude',
      error: 'La latitud debe ser un número entre -90 y 90.',
    });
    const german = await nearestZip(
      { latitude: '0', longitude: '0' },
      { 'accept-language': 'de-DE' },
    );
    expect(german.json()).toMatchObject({ error: noneNear });
  });

  it('limits how often one client asks', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      statuses.push((await nearestZip({ latitude: '39.8', longitude: '-89.65' })).statusCode);
    }
    expect(statuses).toContain(429);
  });
});
