import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, LONGEST_RETRY_DELAY_MS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('doubles after each failure', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([
      FIRST_RETRY_DELAY_MS,
      FIRST_RETRY_DELAY_MS * 2,
      FIRST_RETRY_DELAY_MS * 4,
      FIRST_RETRY_DELAY_MS * 8,
    ]);
  });

  it('never waits longer than an hour', () => {
    expect(retryDelayMs(40)).toBe(LONGEST_RETRY_DELAY_MS);
    expect(retryDelayMs(10_000)).toBe(LONGEST_RETRY_DELAY_MS);
  });
});
