import { describe, expect, it } from 'vitest';
import { distanceBetween, formatDistance } from './distance';

describe('distanceBetween', () => {
  it('is zero from a point to itself', () => {
    const point = { latitude: 40.75065, longitude: -73.997293 };
    expect(distanceBetween(point, point)).toBe(0);
  });

  it('measures New York (10001) to Beverly Hills (90210) as about 2,450 miles', () => {
    const newYork = { latitude: 40.75065, longitude: -73.997293 };
    const beverlyHills = { latitude: 34.100517, longitude: -118.41463 };
    expect(distanceBetween(newYork, beverlyHills)).toBeCloseTo(2450, -1);
    expect(distanceBetween(beverlyHills, newYork)).toBeCloseTo(
      distanceBetween(newYork, beverlyHills),
      9,
    );
  });

  it('measures one degree of latitude as about 69.1 miles', () => {
    expect(
      distanceBetween({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(69.09, 1);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0.0'],
    [0.04, '0.0'],
    [2.34, '2.3'],
    [2.35, '2.4'],
    [9.94, '9.9'],
    [9.96, '10'],
    [24.6, '25'],
  ])('shows %d miles as %s', (miles, expected) => {
    expect(formatDistance(miles, 'en-US')).toBe(expected);
  });
});
