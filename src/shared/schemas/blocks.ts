import { z } from 'zod';
import { timestampSchema } from './common';

/** POST /api/blocks: the person to block; the blocker is always the caller. */
export const blockInputSchema = z.object({
  userId: z.string({ error: 'blocks.userRequired' }).trim().min(1, 'blocks.userRequired'),
});
export type BlockInput = z.infer<typeof blockInputSchema>;

/** Someone the caller blocked, by name and photo only. */
export const blockedPersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  blockedAt: timestampSchema,
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

export const blockedPersonResponseSchema = z.object({ blocked: blockedPersonSchema });
export const blockedPeopleSchema = z.object({ blocked: z.array(blockedPersonSchema) });
export type BlockedPeople = z.infer<typeof blockedPeopleSchema>;

/**
 * Whether two people are kept apart, and whether by the caller: messaging and booking are
 * refused either way, and the caller can undo only their own block.
 */
export const blockStateSchema = z.object({
  blocked: z.boolean(),
  blockedByYou: z.boolean(),
});
export type BlockState = z.infer<typeof blockStateSchema>;
