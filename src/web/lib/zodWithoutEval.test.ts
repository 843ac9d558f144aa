import { describe, expect, it } from 'vitest';
import { turnOffZodEvalProbe } from './zodWithoutEval';

describe('turnOffZodEvalProbe', () => {
  it('reaches the settings zod reads, loaded before or after it', async () => {
    turnOffZodEvalProbe();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
