import { isIP } from 'node:net';

/** Whether a client address is this machine's own: 127.0.0.0/8 or ::1, also IPv4-mapped. */
export function isLoopbackAddress(address: string): boolean {
  const unmapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(unmapped) === 4) return unmapped.startsWith('127.');
  return unmapped === '::1';
}
