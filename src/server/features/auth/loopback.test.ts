import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it('knows this machine by its IPv4, IPv6 and IPv4-mapped loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('takes no other address for it', () => {
    for (const address of [
      '203.0.113.9',
      '10.0.0.1',
      '::ffff:203.0.113.9',
      '2001:db8::1',
      '127',
      'localhost',
      '',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
