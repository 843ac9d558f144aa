import { z } from 'zod';

/** The answer of a route that sends no body (204). */
export const noContentSchema = z.void().describe('No content');

/** A moment, as an ISO 8601 timestamp in UTC. */
export const timestampSchema = z.string().describe('ISO 8601 timestamp');

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDateSchema = z.string().describe('Calendar date, YYYY-MM-DD');

/** GET /api/health */
export const healthSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: 200 when the database answers and has every migration; 503 otherwise. */
export const readySchema = z.object({ status: z.literal('ready') });

/** GET /api/categories */
export const categoriesResponseSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** POST /api/upload/image: the stored picture and its thumbnail. */
export const uploadedImageSchema = z.object({ imageUrl: z.string(), thumbnailUrl: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
