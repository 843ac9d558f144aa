import { z } from 'zod';
import { pageField } from './admin';
import { timestampSchema } from './common';

/** Where an outbox event stands, as the console shows it after an action. */
export const DEAD_LETTER_STATES = ['dead', 'due', 'discarded', 'delivered'] as const;

/** An outbox event that failed for good: what it was, for whom, and why it stopped. */
export const adminDeadLetterSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The booking it follows from, with the item's title and the first day. */
  booking: z.object({ id: z.string(), label: z.string() }).nullable(),
  /** An email's address. */
  recipient: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  state: z.enum(DEAD_LETTER_STATES),
  deadAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type AdminDeadLetter = z.infer<typeof adminDeadLetterSchema>;

export const adminDeadLettersQuerySchema = z.object({ page: pageField });
export type AdminDeadLettersQuery = z.infer<typeof adminDeadLettersQuerySchema>;

/** GET /api/admin/dead-letters: the newest first. */
export const adminDeadLetterListSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  deadLetters: z.array(adminDeadLetterSchema),
});
export type AdminDeadLetterList = z.infer<typeof adminDeadLetterListSchema>;

export const adminDeadLetterResponseSchema = z.object({ deadLetter: adminDeadLetterSchema });
