import { describe, expect, it } from 'vitest';
import { REPORT_REASONS } from './moderation';
import {
  messageExcerpt,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  reportTargetPath,
} from './reports';
import { reportInputSchema } from './schemas/reports';

const valid = {
  targetType: 'listing',
  targetId: '6f1d3c8e-2b4a-4c1e-9f1a-0a1b2c3d4e5f',
  reason: 'scam',
  details: 'Asked me to pay by wire transfer.',
};

describe('report input', () => {
  it('takes a target, a reason from the list and details, trimmed', () => {
    expect(reportInputSchema.parse({ ...valid, details: '  Asked me to pay outside.  ' })).toEqual({
      ...valid,
      details: 'Asked me to pay outside.',
    });
  });

  it('names every reason by its message', () => {
    expect(REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason])).toEqual([
      'reports.reason.scam',
      'reports.reason.prohibited',
      'reports.reason.offensive',
      'reports.reason.unsafe',
      'reports.reason.other',
    ]);
  });

  it('requires details of every reason, and says so of "Other" in its own words', () => {
    const problem = (input: object) =>
      reportInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problem({ ...valid, details: '   ' })).toEqual(['reports.detailsRequired']);
    expect(problem({ ...valid, details: 'bad' })).toEqual(['reports.detailsRequired']);
    expect(problem({ ...valid, reason: 'other', details: '' })).toEqual([
      'reports.detailsRequiredForOther',
    ]);
    expect(problem({ ...valid, reason: 'other', details: 'It is a fake photo.' })).toBeUndefined();
  });

  it('refuses details longer than the database keeps, an unknown reason or target', () => {
    const long = 'x'.repeat(REPORT_DETAILS_MAX_LENGTH + 1);
    expect(reportInputSchema.safeParse({ ...valid, details: long }).success).toBe(false);
    expect(
      reportInputSchema.safeParse({ ...valid, details: 'x'.repeat(REPORT_DETAILS_MAX_LENGTH) })
        .success,
    ).toBe(true);
    expect(reportInputSchema.safeParse({ ...valid, reason: 'spam' }).success).toBe(false);
    expect(reportInputSchema.safeParse({ ...valid, targetType: 'review' }).success).toBe(false);
    expect(reportInputSchema.safeParse({ ...valid, targetId: ' ' }).success).toBe(false);
  });
});

describe('report targets', () => {
  it('shows a message by its start, on one line, cut at a word', () => {
    expect(messageExcerpt('Hi\n\nthere')).toBe('Hi there');
    expect(messageExcerpt('one two three four', 10)).toBe('one two…');
    expect(messageExcerpt('abcdefghijklmnop', 10)).toBe('abcdefghij…');
  });

  it('links each kind of target to where it is shown', () => {
    expect(reportTargetPath({ type: 'listing', id: 'i1' })).toBe('/item/i1');
    expect(reportTargetPath({ type: 'user', id: 'u1' })).toBe('/users/u1');
    expect(reportTargetPath({ type: 'message', itemId: null, senderId: 'u2' })).toBe(
      '/chat/general?with=u2',
    );
    expect(reportTargetPath({ type: 'message', itemId: 'i1', senderId: 'u2' })).toBe(
      '/chat/i1?with=u2',
    );
  });
});
