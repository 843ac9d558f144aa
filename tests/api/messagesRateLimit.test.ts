import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp({ messageRateLimitPerMinute: 3 });

describe('message rate limit', () => {
  it('answers 429 after too many messages from one account, wherever they come from', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    const send = (token: string, receiverId: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(token),
        payload: { receiverId, itemId: null, messageText: 'Hello there' },
        remoteAddress,
      });

    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await send(first.token, second.user.id, address)).statusCode).toBe(201);
    }
    const limited = await send(first.token, second.user.id, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: messages.errors.rateLimited, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    // The other account on the same address still has its own allowance.
    expect((await send(second.token, first.user.id, '10.0.0.4')).statusCode).toBe(201);
  });
});
