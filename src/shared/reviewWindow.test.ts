import { describe, expect, it } from 'vitest';
import { reviewDeadline, reviewsRevealed, reviewWindowState } from './reviewWindow';

const END = '2030-06-10';

describe('reviewWindowState', () => {
  it.each([
    ['2030-06-09', 'not_yet'],
    ['2030-06-10', 'open'],
    ['2030-06-24', 'open'],
    ['2030-06-25', 'closed'],
    ['2031-01-01', 'closed'],
  ] as const)('on %s the window of a rental ending 2030-06-10 is %s', (today, state) => {
    expect(reviewWindowState(END, today)).toBe(state);
  });

  it('counts calendar dates across month and year ends', () => {
    expect(reviewDeadline('2030-12-25')).toBe('2031-01-08');
    expect(reviewWindowState('2030-12-25', '2031-01-08')).toBe('open');
    expect(reviewWindowState('2030-12-25', '2031-01-09')).toBe('closed');
    expect(reviewDeadline('2032-02-20')).toBe('2032-03-05');
  });
});

describe('reviewDeadline', () => {
  it('the last date to write is 14 days after the end, the last date the window is open', () => {
    expect(reviewDeadline(END)).toBe('2030-06-24');
    expect(reviewWindowState(END, reviewDeadline(END))).toBe('open');
  });
});

describe('reviewsRevealed', () => {
  it.each([
    [0, '2030-06-24', false],
    [1, '2030-06-24', false],
    [1, '2030-06-10', false],
    [2, '2030-06-10', true],
    [1, '2030-06-25', true],
    [0, '2030-06-25', true],
  ] as const)('%i written, on %s → %s', (reviewsWritten, today, revealed) => {
    expect(reviewsRevealed({ toDate: END, reviewsWritten }, today)).toBe(revealed);
  });
});
