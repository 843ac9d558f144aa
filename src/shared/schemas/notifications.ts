import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_KINDS } from '../notifications';
import { timestampSchema } from './common';

/** One in-app notification; `linkPath` is where it leads (a booking, a conversation, a review). */
export const notificationSchema = z.object({
  id: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  linkPath: z.string(),
  bookingId: z.string().nullable(),
  read: z.boolean(),
  readAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page=: newest first. */
export const notificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationUnreadSchema = z.object({ count: z.number().int() });

export const notificationPreferenceSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET and PUT /api/notifications/preferences: every category, in the list's order. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the categories to change; others keep their setting. */
export const updatePreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(NOTIFICATION_CATEGORIES.length),
});

/** POST /api/notifications/unsubscribe: the token from an email link, without a sign-in. */
export const unsubscribeSchema = z.object({
  token: z.string().min(1).max(200),
  category: z.enum(NOTIFICATION_CATEGORIES),
});

export const unsubscribeResultSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  email: z.literal(false),
});
