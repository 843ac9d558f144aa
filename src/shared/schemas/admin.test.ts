import { describe, expect, it } from 'vitest';
import { ADMIN_REASON_MAX_LENGTH } from '../admin';
import {
  adminListingsQuerySchema,
  adminNoteBodySchema,
  adminReasonBodySchema,
  reportDecisionBodySchema,
} from './admin';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the reasons of administrators’ decisions', () => {
  it('keeps a reason trimmed', () => {
    expect(adminReasonBodySchema.parse({ reason: '  Scam listing.  ' })).toEqual({
      reason: 'Scam listing.',
    });
  });

  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: 42 }]])(
    'refuses %j: a reason is required',
    (body) => {
      expect(messagesOf(adminReasonBodySchema.safeParse(body))).toEqual(['admin.reasonRequired']);
    },
  );

  it('refuses a reason longer than the limit', () => {
    const reason = 'x'.repeat(ADMIN_REASON_MAX_LENGTH + 1);
    expect(messagesOf(adminReasonBodySchema.safeParse({ reason }))).toEqual([
      'admin.reasonTooLong',
    ]);
    expect(adminReasonBodySchema.safeParse({ reason: reason.slice(1) }).success).toBe(true);
  });

  it('takes a reinstatement or an unhiding without a note', () => {
    expect(adminNoteBodySchema.parse({})).toEqual({});
  });

  it('decides a report only as resolved or dismissed, with a note', () => {
    expect(reportDecisionBodySchema.safeParse({ outcome: 'resolved', note: 'Done.' }).success).toBe(
      true,
    );
    expect(messagesOf(reportDecisionBodySchema.safeParse({ outcome: 'open', note: 'x' }))).toEqual([
      'admin.outcomeInvalid',
    ]);
    expect(
      messagesOf(reportDecisionBodySchema.safeParse({ outcome: 'dismissed', note: ' ' })),
    ).toEqual(['admin.reasonRequired']);
  });
});

describe('list filters', () => {
  it('reads an empty filter as none and the page from text', () => {
    expect(adminListingsQuerySchema.parse({ search: '', status: '', page: '3' })).toEqual({
      page: 3,
    });
  });

  it('refuses an unknown status', () => {
    expect(adminListingsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
