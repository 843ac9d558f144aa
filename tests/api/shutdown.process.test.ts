import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/schemas/users';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { type ServerProcess, startServerProcess } from './support/serverProcess';
import { databaseKind } from './support/testApp';
import { newAccount } from './support/users';

// The compiled server in a process of its own, told to stop while it still has work in hand.
const DRAIN_MS = 2_000;
/** A server start, the shutdown and some margin for a busy machine. */
const TEST_TIMEOUT_MS = 60_000;

let database: TestDatabase | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (databaseKind === 'postgres') database = await openTestDatabase('postgres');
});

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

afterAll(async () => {
  await database?.close();
});

async function startServer(drainMs: number): Promise<ServerProcess> {
  const env: Record<string, string> = { DEMO_DATA: 'off', SHUTDOWN_DRAIN_MS: String(drainMs) };
  if (database) {
    if (!database.url) throw new Error('a PostgreSQL test database has a URL');
    env.DATABASE_URL = database.url;
  }
  server = await startServerProcess(env);
  return server;
}

const portOf = (url: string) => Number(new URL(url).port);

/** Whether a new TCP connection to the server's port is refused. */
function refused(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(portOf(url), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function untilRefused(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await refused(url))) {
    if (Date.now() > deadline) throw new Error(`the port still accepted after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Asks /api/ready, as a proxy does, until it answers 503; resolves with that answer's body. */
async function untilNotReady(url: string, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${url}/api/ready`);
    if (response.status === 503) return response.json();
    expect(response.status).toBe(200);
    if (Date.now() > deadline) throw new Error(`still ready ${timeoutMs} ms after the signal`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A sign-up whose body is still on its way: headers sent, the server said to go on, no body yet. */
async function startSlowSignUp(url: string) {
  const body = JSON.stringify(newAccount());
  const socket: Socket = connect(portOf(url), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    [
      'POST /api/auth/register HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Expect: 100-continue',
      '',
      '',
    ].join('\r\n'),
  );
  // The server has the request in hand once it asks for the body.
  while (!received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  received = '';
  return {
    /** Sends the body and resolves with the answer, once the server has closed the connection. */
    finish(): Promise<string> {
      socket.write(body);
      return ended;
    },
  };
}

/** An open event stream; resolves `ended` once the server has ended it. */
async function openStream(url: string, token: string) {
  const response = await fetch(`${url}/api/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = response.body;
  if (!body) throw new Error('a stream has a body');
  const reader = body.getReader();
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return 'ended';
    }
  })();
  return { ended };
}

/** A kept-alive connection with nothing to do, as a proxy's pool holds many. */
async function idleKeptAliveConnection(url: string): Promise<Agent> {
  const agent = new Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    get(`${url}/api/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve());
    }).on('error', reject);
  });
  return agent;
}

/** Work in hand when the signal comes: a stream, an idle connection, a request half sent. */
async function busy(url: string) {
  const signUp = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount()),
  });
  const { token } = (await signUp.json()) as AuthResponse;
  const stream = await openStream(url, token);
  const idle = await idleKeptAliveConnection(url);
  const slowSignUp = await startSlowSignUp(url);
  return { stream, idle, slowSignUp };
}

/**
 * The end of every shutdown: the request in flight answered, a clean exit. Exit code 0 with no
 * error logged is within the deadline: past it, the server's watchdog logs an error and exits 1.
 */
async function expectCleanEnd(stopping: ServerProcess, work: Awaited<ReturnType<typeof busy>>) {
  expect(await work.stream.ended).toBe('ended');
  const answer = await work.slowSignUp.finish();
  expect(answer).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
  expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
  expect(answer).toContain('"token":');

  const code = await stopping.exitCode();
  work.idle.destroy();
  expect(code, stopping.output()).toBe(0);
  expect(stopping.output()).not.toMatch(/"level":(50|60)/);
}

describe('SIGTERM', () => {
  it(
    'closes the port at once, finishes the request in flight, ends streams, exits 0 within 10 s',
    async () => {
      const stopping = await startServer(0);
      const work = await busy(stopping.url);
      stopping.signal('SIGTERM');
      // The port closes while the sign-up still waits for its body.
      await untilRefused(stopping.url, 3_000);
      await expectCleanEnd(stopping, work);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'first drains: not ready, still serving; then closes the port and ends as cleanly',
    async () => {
      const stopping = await startServer(DRAIN_MS);
      const work = await busy(stopping.url);
      stopping.signal('SIGTERM');
      // Still serving, but no longer ready, so a proxy sends its traffic elsewhere.
      const readiness = await untilNotReady(stopping.url, DRAIN_MS);
      expect(readiness).toEqual({
        error: 'This server is shutting down.',
        code: 'SHUTTING_DOWN',
      });
      expect((await fetch(`${stopping.url}/api/health`)).status).toBe(200);

      await untilRefused(stopping.url, DRAIN_MS + 3_000);
      await expectCleanEnd(stopping, work);
    },
    TEST_TIMEOUT_MS,
  );
});
