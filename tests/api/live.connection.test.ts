import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { sendMessage } from './support/messages';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const HEARTBEAT_MS = 150;
// Deadlines far shorter than a stream lives: it must outlast them.
const ctx = setupTestApp({
  live: { heartbeatMs: HEARTBEAT_MS },
  serverTimeouts: {
    headersMs: 1_000,
    requestMs: 400,
    idleMs: 300,
    keepAliveMs: 1_000,
    checkIntervalMs: 50,
  },
});
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** The stream read as raw text, as a proxy would see it. */
async function rawStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const body = response.body;
  if (!body) throw new Error('the stream has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let ended = false;
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      text += chunk.value;
    }
    ended = true;
  })();
  return {
    response,
    text: () => text,
    ended: () => ended,
    reading,
    close: () => controller.abort(),
  };
}

describe('a live stream’s connection', () => {
  it('sends heartbeats and outlives the request and idle deadlines', async () => {
    const { token, user } = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const stream = await rawStream(baseUrl, token);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
      expect(stream.response.headers.get('cache-control')).toBe('no-cache');
      await expect.poll(() => stream.text().includes(': heartbeat\n\n')).toBe(true);

      // Eleven heartbeats are over four request deadlines: the stream is open and still delivers.
      const heartbeats = () => stream.text().split(': heartbeat\n\n').length - 1;
      await expect.poll(heartbeats, { timeout: 10_000 }).toBeGreaterThanOrEqual(11);
      expect(stream.ended()).toBe(false);
      const message = await sendMessage(ctx.app, other.token, {
        receiverId: user.id,
        itemId: null,
        messageText: 'Still there?',
      });
      await expect
        .poll(() => stream.text())
        .toMatch(new RegExp(`event: message.created\\ndata: \\{.*"messageId":"${message.id}"`));
    } finally {
      stream.close();
    }
  });

  it('is ended cleanly when the server shuts down, and shutting down does not wait for it', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      listen: ctx.database.listen,
      imageStorage: createLocalImageStorage(ctx.uploadsDir),
      passwordHashCost: 'test',
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const { token } = await signUp(app);
    const stream = await rawStream(url, token);
    expect(stream.response.status).toBe(200);
    // A close that waited for the open stream would never end: the server ends it instead.
    await app.close();
    await stream.reading;
    expect(stream.ended()).toBe(true);
  });
});
