import { describe, expect, it } from 'vitest';
import { listingsTexts } from '../../../shared/listingsTexts';
import { placesTexts } from '../../../shared/placesTexts';
import { ApiError } from '../../lib/api';
import { locationErrorMessage, nearestZipErrorMessage } from './locateZip';

const texts = listingsTexts;

describe('"Use my location" tells why it found no ZIP code', () => {
  it('when the browser gave no position', () => {
    expect(locationErrorMessage(1)).toBe(texts.locationDenied);
    expect(locationErrorMessage(2)).toBe(placesTexts.locationUnavailable);
    expect(locationErrorMessage(3)).toBe(texts.locationTimeout);
  });

  it('when the server found no ZIP code near it, or could not be asked', () => {
    const none = new ApiError(404, 'NOT_FOUND', placesTexts.noZipNearby);
    expect(nearestZipErrorMessage(none)).toBe(placesTexts.noZipNearby);
    expect(nearestZipErrorMessage(new ApiError(0, 'NETWORK', 'offline'))).toBe(
      texts.locationFailed,
    );
    expect(nearestZipErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.'))).toBe(
      'Too many attempts.',
    );
    expect(nearestZipErrorMessage(new TypeError('failed'))).toBe(texts.locationFailed);
  });
});
