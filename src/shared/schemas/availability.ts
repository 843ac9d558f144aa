import { z } from 'zod';
import { addDays, daysBetween, isCalendarDate } from '../calendarDates';
import { BLOCK_NOTE_MAX_LENGTH, MAX_BLOCK_DAYS } from '../rentalRules';
import { calendarDateSchema } from './common';
import { plainTextOnly } from './plainText';

/** An owner's block, half-open like a rental: the item is free again on `toDate`. */
export const blockSchema = z.object({
  id: z.string(),
  fromDate: calendarDateSchema,
  toDate: calendarDateSchema,
  /** The owner's own word; only the owner ever reads it. */
  note: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** GET /api/items/{id}/blocks: the blocks not yet over, earliest first. */
export const blockListSchema = z.object({ blocks: z.array(blockSchema) });
export const blockResponseSchema = z.object({ block: blockSchema });

const blockDate = z
  .string({ error: 'availability.blockDatesRequired' })
  .trim()
  .refine(isCalendarDate, 'availability.blockDatesRequired');

/** POST /api/items/{id}/blocks; the add form uses it as it is. */
export const createBlockSchema = z
  .object({
    fromDate: blockDate,
    toDate: blockDate,
    note: z.string().trim().max(BLOCK_NOTE_MAX_LENGTH, 'availability.blockNoteTooLong').default(''),
  })
  .refine((block) => block.fromDate < block.toDate, {
    message: 'availability.blockDatesOrder',
    path: ['toDate'],
  })
  .refine((block) => daysBetween(block.fromDate, block.toDate) <= MAX_BLOCK_DAYS, {
    message: 'availability.blockTooLong',
    path: ['toDate'],
  });
export type CreateBlockInput = z.input<typeof createBlockSchema>;
export type CreateBlock = z.output<typeof createBlockSchema>;

const formDate = z.string().trim().refine(isCalendarDate, 'availability.blockDaysRequired');

/**
 * The owner's add form: the first and the last blocked day, both included, as people say
 * "away from the 3rd to the 5th"; sent as the half-open range the API takes.
 */
export const blockFormSchema = plainTextOnly(
  z
    .object({
      fromDate: formDate,
      lastDate: formDate,
      note: z.string().trim().max(BLOCK_NOTE_MAX_LENGTH, 'availability.blockNoteTooLong'),
    })
    .refine((block) => block.fromDate <= block.lastDate, {
      message: 'availability.blockLastBeforeFirst',
      path: ['lastDate'],
    })
    .refine((block) => daysBetween(block.fromDate, block.lastDate) < MAX_BLOCK_DAYS, {
      message: 'availability.blockTooLong',
      path: ['lastDate'],
    })
    .transform(
      (block): CreateBlock => ({
        fromDate: block.fromDate,
        toDate: addDays(block.lastDate, 1),
        note: block.note,
      }),
    ),
);
export type BlockFormInput = z.input<typeof blockFormSchema>;
