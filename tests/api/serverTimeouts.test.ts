import { describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../src/server/serverTimeouts';
import { setupTestApp } from './support/testApp';

const ctx = setupTestApp();

describe('server timeouts', () => {
  it('the HTTP server waits on slow, silent and idle clients only as long as chosen', () => {
    const server = ctx.app.server;
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
  });

  it('headers come before the whole request, and kept-alive connections outlast a load balancer', () => {
    expect(SERVER_TIMEOUTS.headersMs).toBeLessThan(SERVER_TIMEOUTS.requestMs);
    expect(SERVER_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
  });
});
