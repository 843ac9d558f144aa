import type { MessageId } from './i18n/messageIds';
import { type Availability, type Condition, DEFAULT_DURATION, type Duration } from './items';

/*
 * The words readers see for an item's stored values, by message id: apart from the values
 * themselves, so that pages that only read or check the values do not carry them.
 */

/** How each duration follows a price ("$5.00 per day"). */
export const DURATION_LABELS = {
  hour: 'items.duration.hour',
  day: 'items.duration.day',
  week: 'items.duration.week',
  month: 'items.duration.month',
} as const satisfies Record<Duration, MessageId>;

/** The stored conditions stay in English; readers see these. */
export const CONDITION_LABELS = {
  Excellent: 'items.condition.excellent',
  Good: 'items.condition.good',
  Fair: 'items.condition.fair',
  Poor: 'items.condition.poor',
} as const satisfies Record<Condition, MessageId>;

/** The stored availabilities stay in English; readers see these. */
export const AVAILABILITY_LABELS = {
  Available: 'items.availability.available',
  Unavailable: 'items.availability.unavailable',
  Rented: 'items.availability.rented',
} as const satisfies Record<Availability, MessageId>;

/** An unknown duration displays as per day, the default. */
export function durationLabel(duration: string): MessageId {
  return DURATION_LABELS[duration as Duration] ?? DURATION_LABELS[DEFAULT_DURATION];
}
