import { z } from 'zod';
import type { MessageId } from '../i18n/messageIds';

/** Miles from a point within which its nearest ZIP code centre still names where it is. */
export const NEAREST_ZIP_MAX_MILES = 100;

// The message is an id: the answer puts it into the reader's language.
const coordinate = (minimum: number, maximum: number, message: MessageId) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: message }).min(minimum, message).max(maximum, message),
  );

/** GET /api/places/nearest-zip: the point the browser reported, in degrees. */
export const nearestZipQuerySchema = z.object({
  latitude: coordinate(-90, 90, 'places.latitudeInvalid'),
  longitude: coordinate(-180, 180, 'places.longitudeInvalid'),
});
export type NearestZipQuery = z.output<typeof nearestZipQuerySchema>;

/** The ZIP code whose centre is nearest to the point. */
export const nearestZipResponseSchema = z.object({ zipCode: z.string().regex(/^\d{5}$/) });
export type NearestZipResponse = z.infer<typeof nearestZipResponseSchema>;
