import { describe, expect, it } from 'vitest';
import { API_CLIENT_TIMEOUT_MS } from '../../shared/constants';
import {
  CHECKOUT_REQUEST_WORST_MS,
  PROVIDER_CALL_WORST_MS,
  WAIT_FOR_OTHER_REQUEST_MS,
} from './timing';

describe('checkout timing', () => {
  it('answers a create-checkout request before the web client gives up on it', () => {
    expect(CHECKOUT_REQUEST_WORST_MS).toBe(WAIT_FOR_OTHER_REQUEST_MS + 2 * PROVIDER_CALL_WORST_MS);
    // A second at least for the database and the network around the provider calls.
    expect(API_CLIENT_TIMEOUT_MS - CHECKOUT_REQUEST_WORST_MS).toBeGreaterThanOrEqual(1_000);
  });

  it('gives up on an unreachable provider well before the client does', () => {
    expect(PROVIDER_CALL_WORST_MS).toBe(3_500);
    expect(PROVIDER_CALL_WORST_MS).toBeLessThan(API_CLIENT_TIMEOUT_MS / 2);
  });
});
