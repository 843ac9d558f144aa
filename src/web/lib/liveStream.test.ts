import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './liveStream';

describe('retryDelayMs', () => {
  it('doubles per failure between half and all of its ceiling, up to 30 s', () => {
    expect([0, 1, 2, 3].map((failures) => retryDelayMs(failures, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(retryDelayMs(2, () => 0)).toBe(2_000);
    expect(retryDelayMs(20, () => 1)).toBe(30_000);
    expect(retryDelayMs(20, () => 0)).toBe(15_000);
  });
});
