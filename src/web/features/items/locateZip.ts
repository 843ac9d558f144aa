import { useState } from 'react';
import type { NearestZipResponse } from '../../../shared/schemas/places';
import { ApiError, api } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** The browser's GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** What to tell someone whose browser did not give their position. */
export function locationErrorMessage(code: number): string {
  if (code === PERMISSION_DENIED) return i18n._('listings.locationDenied');
  if (code === TIMEOUT) return i18n._('listings.locationTimeout');
  return i18n._('places.locationUnavailable');
}

/**
 * What to tell someone whose position was not turned into a ZIP code: the server's reason (none
 * near, outside the US; too many lookups), or that it could not be asked.
 */
export function nearestZipErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.reachedServer) return error.message;
  return i18n._('listings.locationFailed');
}

/**
 * A kilometre or so is close enough to find the nearest ZIP code's centre, and the server
 * need not learn more of where someone is than that.
 */
const roundedDegrees = (degrees: number) => degrees.toFixed(2);

/** Ask once, accept a position up to ten minutes old, and give up after ten seconds. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  maximumAge: 10 * 60_000,
  timeout: 10_000,
};

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS),
  );
}

const isPositionError = (error: unknown): error is GeolocationPositionError =>
  typeof error === 'object' && error !== null && 'code' in error && !(error instanceof ApiError);

async function nearestZip(): Promise<string> {
  const { coords } = await currentPosition();
  const query = new URLSearchParams({
    latitude: roundedDegrees(coords.latitude),
    longitude: roundedDegrees(coords.longitude),
  });
  const answer = await api<NearestZipResponse>(`/places/nearest-zip?${query}`);
  return answer.zipCode;
}

/** "Use my location": the browser's position, turned into the nearest ZIP code by the server. */
export function useLocateZip(onZip: (zipCode: string) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function locate() {
    if (!('geolocation' in navigator)) {
      setProblem(i18n._('listings.locationUnsupported'));
      return;
    }
    setLocating(true);
    setProblem(undefined);
    try {
      onZip(await nearestZip());
    } catch (error) {
      setProblem(
        isPositionError(error) ? locationErrorMessage(error.code) : nearestZipErrorMessage(error),
      );
    } finally {
      setLocating(false);
    }
  }

  return { locate, locating, problem, clearProblem: () => setProblem(undefined) };
}
