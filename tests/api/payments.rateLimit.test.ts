import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { payLocally } from './support/payments';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp({ localPayRateLimitPerMinute: 2 });

describe('the local checkout page', () => {
  it('limits card attempts per address (429)', async () => {
    const id = 'cs_local_00000000000000000000000000000000';
    expect((await payLocally(ctx.app, id)).statusCode).toBe(404);
    expect((await payLocally(ctx.app, id)).statusCode).toBe(404);
    const limited = await payLocally(ctx.app, id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: inEnglish('errors.rateLimited'),
      code: 'RATE_LIMITED',
    });
  });

  it('has no webhook: the local provider confirms payments itself (404)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
