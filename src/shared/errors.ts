import { z } from 'zod';

/** The JSON body of every error answer. */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    code: z.string(),
    /** The request field at fault, when one is. */
    field: z.string().optional(),
  })
  .describe('An error: a message for people, a code for programs');
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
