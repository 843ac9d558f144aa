/**
 * The kinds of news a person can get by email, each switched on or off on the preferences page.
 * In-app notifications are always kept; there is no marketing category.
 */
export const NOTIFICATION_CATEGORIES = [
  'booking_requests',
  'booking_updates',
  'payments',
  'reminders',
  'messages',
  'reviews',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
