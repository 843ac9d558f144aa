import { describe, expect, it } from 'vitest';
import type { PrivateUser } from '../../../shared/schemas/users';
import { ApiError } from '../../lib/api';
import { afterFailedSessionCheck } from './savedSessionCheck';

const saved = { id: 'u1', firstName: 'Robin' } as PrivateUser;

describe('afterFailedSessionCheck', () => {
  it('signs out when the server refuses the session', () => {
    expect(afterFailedSessionCheck(new ApiError(401, 'UNAUTHENTICATED', 'Sign in'), saved)).toEqual(
      { signOut: true },
    );
  });

  it.each([
    ['an unreachable server', new ApiError(0, 'NETWORK', 'offline')],
    ['a busy server', new ApiError(503, 'UNAVAILABLE', 'busy')],
    ['a rate limit', new ApiError(429, 'RATE_LIMITED', 'slow down')],
    ['an answer cut off as the tab left', new TypeError('null is not an object')],
  ])('keeps the saved person after %s', (_name, error) => {
    expect(afterFailedSessionCheck(error, saved)).toEqual({ signOut: false, user: saved });
  });

  it('signs out when nobody is saved to stay signed in as', () => {
    expect(afterFailedSessionCheck(new ApiError(503, 'UNAVAILABLE', 'busy'), null)).toEqual({
      signOut: true,
    });
  });
});
