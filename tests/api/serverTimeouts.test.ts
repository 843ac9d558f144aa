import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../src/server/serverTimeouts';
import { setupTestApp } from './support/testApp';

/** Short deadlines, so that a slow client is cut off within the test's patience. */
const ctx = setupTestApp({
  serverTimeouts: { ...SERVER_TIMEOUTS, headersMs: 200, checkIntervalMs: 50 },
});

interface SlowClientOutcome {
  response: string;
  /** Whether the whole request had gone out when the server hung up. */
  sentWhole: boolean;
}

/** Sends a request's headers a byte every 50 ms, as slowloris does, until the server hangs up. */
function sendHeadersSlowly(port: number): Promise<SlowClientOutcome> {
  const request = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < request.length && !socket.destroyed) socket.write(request.charAt(sent++));
    }, 50);
    socket.on('data', (chunk: Buffer) => {
      response += chunk.toString('utf8');
    });
    socket.on('error', (error) => {
      clearInterval(drip);
      reject(error);
    });
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ response, sentWhole: sent >= request.length });
    });
  });
}

describe('server timeouts', () => {
  it('answers 408 and hangs up on a client that sends its headers too slowly, serving others meanwhile', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    const slowClient = sendHeadersSlowly(port);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    const outcome = await slowClient;
    // Cut off by the headers deadline, not answered once its request was whole.
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.sentWhole).toBe(false);
  });
});
