import type { I18n } from '@lingui/core';
import { formatDate } from './format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * In the reader's language: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, else a short US
 * date. A time slightly ahead of `now` (clocks differ) also reads 'Just now'.
 */
export function relativeTime(
  i18n: I18n,
  isoTimestamp: string,
  now: Date | number = Date.now(),
): string {
  const then = new Date(isoTimestamp).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = new Date(now).getTime() - then;
  if (elapsed < MINUTE_MS) return i18n._('chat.justNow');
  if (elapsed < HOUR_MS)
    return i18n._('chat.minutesAgo', { minutes: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return i18n._('chat.hoursAgo', { hours: Math.floor(elapsed / HOUR_MS) });
  return formatDate(isoTimestamp, i18n.locale);
}
