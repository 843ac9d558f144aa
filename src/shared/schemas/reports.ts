import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS } from '../moderation';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_DETAILS_MIN_LENGTH } from '../reports';
import { timestampSchema } from './common';

/**
 * POST /api/reports. What is reported is named by its kind and id; the server finds the
 * person it is about. The details are required: an administrator needs to know what to look at,
 * and "Other" says nothing without them.
 */
export const reportInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGETS, { error: 'reports.targetTypeInvalid' }),
    targetId: z.string({ error: 'reports.targetRequired' }).trim().min(1, 'reports.targetRequired'),
    reason: z.enum(REPORT_REASONS, { error: 'reports.reasonRequired' }),
    details: z
      .string({ error: 'reports.detailsRequired' })
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, 'reports.detailsTooLong'),
  })
  .superRefine((input, context) => {
    if (input.details.length >= REPORT_DETAILS_MIN_LENGTH) return;
    context.addIssue({
      code: 'custom',
      path: ['details'],
      message:
        input.reason === 'other' ? 'reports.detailsRequiredForOther' : 'reports.detailsRequired',
    });
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type NewReport = z.output<typeof reportInputSchema>;

/** A report as its reporter sees it: what it is about, where it stands, the administrator's note. */
export const reportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  target: z.object({
    /** What the report is about, in words: a listing's title, a person's name, a message's start. */
    label: z.string(),
    /** Where in the app it is; null once it is gone. */
    path: z.string().nullable(),
  }),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The administrator's note, once the report is resolved or dismissed. */
  resolutionNote: z.string().nullable(),
  resolvedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Report = z.infer<typeof reportSchema>;

export const reportResponseSchema = z.object({ report: reportSchema });
export const reportListSchema = z.object({ reports: z.array(reportSchema) });
export type ReportList = z.infer<typeof reportListSchema>;
