import { describe, expect, it } from 'vitest';
import { isPermanentFailure, markPermanent } from './permanentFailure';

describe('permanent failures', () => {
  it('are recognised as marked, and through the errors they caused', () => {
    const refused = markPermanent(new Error('550 no such user'));
    expect(isPermanentFailure(refused)).toBe(true);
    expect(isPermanentFailure(new Error('sending failed', { cause: refused }))).toBe(true);
  });

  it('leave every other failure to be tried again', () => {
    expect(isPermanentFailure(new Error('connection refused'))).toBe(false);
    expect(isPermanentFailure('a string')).toBe(false);
    expect(isPermanentFailure(undefined)).toBe(false);
  });
});
