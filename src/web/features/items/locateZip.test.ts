import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../shared/i18n/allCatalogs';
import { ApiError } from '../../lib/api';
import { locationErrorMessage, nearestZipErrorMessage } from './locateZip';

const _ = i18nFor('en-US').t;
const denied =
  'Location access is blocked. Allow it for this site in your browser, or type a ZIP code.';
const timedOut = 'Finding your location took too long. Try again, or type a ZIP code.';
const unavailable = 'We could not get your location. Enter a ZIP code instead.';
const noneNear = 'We could not find a US ZIP code near your location. Enter a ZIP code instead.';
const notAsked = 'We could not look up your ZIP code. Try again, or type a ZIP code.';

describe('"Use my location" tells why it found no ZIP code', () => {
  it('when the browser gave no position', () => {
    expect(locationErrorMessage(1, _)).toBe(denied);
    expect(locationErrorMessage(2, _)).toBe(unavailable);
    expect(locationErrorMessage(3, _)).toBe(timedOut);
  });

  it('when the server found no ZIP code near it, or could not be asked', () => {
    const none = new ApiError(404, 'NOT_FOUND', noneNear);
    expect(nearestZipErrorMessage(none, _)).toBe(noneNear);
    expect(nearestZipErrorMessage(new ApiError(0, 'NETWORK', 'offline'), _)).toBe(notAsked);
    expect(nearestZipErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.'), _)).toBe(
      'Too many attempts.',
    );
    expect(nearestZipErrorMessage(new TypeError('failed'), _)).toBe(notAsked);
  });
});
