import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { loadMessages } from '../../lib/i18n';
import { locationErrorMessage, nearestZipErrorMessage } from './locateZip';

const denied =
  'Location access is blocked. Allow it for this site in your browser, or type a ZIP code.';
const timedOut = 'Finding your location took too long. Try again, or type a ZIP code.';
const unavailable = 'We could not get your location. Enter a ZIP code instead.';
const noneNear = 'We could not find a US ZIP code near your location. Enter a ZIP code instead.';
const notAsked = 'We could not look up your ZIP code. Try again, or type a ZIP code.';

beforeAll(() => loadMessages('shell'));

describe('"Use my location" tells why it found no ZIP code', () => {
  it('when the browser gave no position', () => {
    expect(locationErrorMessage(1)).toBe(denied);
    expect(locationErrorMessage(2)).toBe(unavailable);
    expect(locationErrorMessage(3)).toBe(timedOut);
  });

  it('when the server found no ZIP code near it, or could not be asked', () => {
    const none = new ApiError(404, 'NOT_FOUND', noneNear);
    expect(nearestZipErrorMessage(none)).toBe(noneNear);
    expect(nearestZipErrorMessage(new ApiError(0, 'NETWORK', 'offline'))).toBe(notAsked);
    expect(nearestZipErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Too many attempts.'))).toBe(
      'Too many attempts.',
    );
    expect(nearestZipErrorMessage(new TypeError('failed'))).toBe(notAsked);
  });
});
