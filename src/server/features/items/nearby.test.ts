import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceBetween, EARTH_RADIUS } from '../../../shared/distance';
import { setMarketplace, US_MARKETPLACE } from '../../../shared/marketplace';
import { marketplaceEnvSchema, marketplaceOf } from '../../marketplace';
import { boxAround, searchCentre } from './nearby';

/** The point `miles` from a start along a bearing (degrees from north), on the same sphere. */
function destination(
  start: { latitude: number; longitude: number },
  miles: number,
  bearing: number,
) {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const angle = miles / EARTH_RADIUS.mile;
  const latitude = toRadians(start.latitude);
  const heading = toRadians(bearing);
  const endLatitude = Math.asin(
    Math.sin(latitude) * Math.cos(angle) + Math.cos(latitude) * Math.sin(angle) * Math.cos(heading),
  );
  const endLongitude =
    toRadians(start.longitude) +
    Math.atan2(
      Math.sin(heading) * Math.sin(angle) * Math.cos(latitude),
      Math.cos(angle) - Math.sin(latitude) * Math.sin(endLatitude),
    );
  return { latitude: (endLatitude * 180) / Math.PI, longitude: (endLongitude * 180) / Math.PI };
}

const PLACES = {
  springfield: { latitude: 39.800544, longitude: -89.648894 },
  miami: { latitude: 25.779391, longitude: -80.151566 },
  anchorage: { latitude: 61.219998, longitude: -149.85784 },
  utqiagvik: { latitude: 71.2906, longitude: -156.7887 },
};

describe('boxAround', () => {
  it.each(Object.entries(PLACES))('holds the whole circle around %s, and no more', (_, centre) => {
    for (const miles of [1, 5, 10, 25, 50]) {
      const box = boxAround(centre, miles);
      let west = Number.POSITIVE_INFINITY;
      let east = Number.NEGATIVE_INFINITY;
      for (let bearing = 0; bearing < 360; bearing += 0.25) {
        const point = destination(centre, miles, bearing);
        expect(distanceBetween(centre, point, 'mile')).toBeCloseTo(miles, 6);
        expect(point.latitude).toBeGreaterThanOrEqual(box.south);
        expect(point.latitude).toBeLessThanOrEqual(box.north);
        expect(point.longitude).toBeGreaterThanOrEqual(box.west);
        expect(point.longitude).toBeLessThanOrEqual(box.east);
        west = Math.min(west, point.longitude);
        east = Math.max(east, point.longitude);
      }
      // Tight: the circle reaches the box's sides.
      expect(box.west).toBeCloseTo(west, 4);
      expect(box.east).toBeCloseTo(east, 4);
      expect(box.north - centre.latitude).toBeCloseTo(centre.latitude - box.south, 9);
    }
  });

  it('spans every longitude when the circle holds a pole', () => {
    expect(boxAround({ latitude: 89.9, longitude: 10 }, 50)).toMatchObject({
      west: -180,
      east: 180,
      north: 90,
    });
  });
});

describe('searchCentre', () => {
  it('is the ZIP code’s centre with the radius asked for, 10 miles by default', () => {
    expect(searchCentre('62701', 25)).toMatchObject({ centre: PLACES.springfield, reach: 25 });
    expect(searchCentre('62701')?.reach).toBe(10);
  });

  it('is undefined for a ZIP code without a known centre', () => {
    expect(searchCentre('00000')).toBeUndefined();
  });

  describe('in Canada', () => {
    beforeAll(() =>
      setMarketplace(marketplaceOf(marketplaceEnvSchema.parse({ MARKETPLACE_COUNTRY: 'CA' }))),
    );
    afterAll(() => setMarketplace(US_MARKETPLACE));

    it('is a city’s centre, found by its name however it is written, in kilometres', () => {
      const toronto = searchCentre('Toronto', 5);
      expect(toronto?.centre.latitude).toBeCloseTo(43.7, 1);
      expect(toronto?.centre.longitude).toBeCloseTo(-79.42, 1);
      expect(searchCentre(' montreal ')?.centre).toEqual(searchCentre('Montréal')?.centre);
      // 5 km reaches about 0.045° of latitude; 5 miles would reach 0.072°.
      expect(toronto && toronto.box.north - toronto.centre.latitude).toBeCloseTo(0.045, 3);
    });

    it('knows no US ZIP code and no unknown city', () => {
      expect(searchCentre('62701')).toBeUndefined();
      expect(searchCentre('Springfield')).toBeUndefined();
    });
  });
});
