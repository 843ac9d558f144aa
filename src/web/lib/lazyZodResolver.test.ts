import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { loadMessages } from './i18n';
import { lazyZodResolver } from './lazyZodResolver';

const schema = z.object({ email: z.string().min(1, 'Email is required') });
type Values = z.input<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver', () => {
  it('loads the schema at the first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const failed = await resolver({ email: '' }, undefined, options);
    expect(failed.errors.email?.message).toBe('Email is required');
    const passed = await resolver({ email: 'a@example.com' }, undefined, options);
    expect(passed.values).toEqual({ email: 'a@example.com' });
    expect(passed.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after one that failed', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver(load);

    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    const retried = await resolver({ email: 'b@example.com' }, undefined, options);
    expect(retried.values).toEqual({ email: 'b@example.com' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("writes a shared schema's message id in the page's language", async () => {
    await loadMessages('shell');
    const byId = z.object({
      name: z.object({ first: z.string().min(1, 'signup.firstNameRequired') }),
    });
    const resolver = lazyZodResolver(async () => byId);
    const failed = await resolver({ name: { first: '' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(failed.errors.name?.first?.message).toBe('First name is required');
  });
});
