import { z } from 'zod';
import { timestampSchema } from './common';

/** GET /api/account/calendar-feed: whether the person has a live feed, without its secret. */
export const calendarFeedStatusSchema = z.object({
  feed: z.object({ created_at: timestampSchema }).nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/account/calendar-feed: a new feed; its address is shown this once. */
export const calendarFeedCreatedSchema = z.object({
  feed: z.object({ url: z.string(), created_at: timestampSchema }),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
