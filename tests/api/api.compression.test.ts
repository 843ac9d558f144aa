import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/server/plugins/compression';
import { itemMaker, storedImageUrl } from './support/items';
import { sendMessage } from './support/messages';
import { setupTestApp } from './support/testApp';
import { bearer, signUp } from './support/users';

const ctx = setupTestApp();
const ITEMS = '/api/items?limit=24';

async function listSomeItems() {
  const owner = await signUp(ctx.app);
  const makeItem = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
  for (const title of ['Cordless drill', 'Ladder', 'Tent for four', 'Pressure washer']) {
    await makeItem({ title });
  }
}

function get(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return ctx.app.inject({ method, url, headers });
}

describe('API answers', () => {
  it('compresses a list of items with gzip, or brotli where gzip is not accepted, to the same JSON', async () => {
    await listSomeItems();
    const plain = await get(ITEMS);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const gzip = await get(ITEMS, 'gzip, deflate, br, zstd');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const brotli = await get(ITEMS, 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers HEAD with the encoding the GET would have', async () => {
    await listSomeItems();
    const head = await get(ITEMS, 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('leaves answers under the threshold and errors as they are', async () => {
    for (const url of ['/api/health', '/api/items/not-an-id', '/api/no-such-route']) {
      const response = await get(url, 'br, gzip');
      expect(response.rawPayload.length, url).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.headers['content-encoding'], url).toBeUndefined();
      expect(() => response.json(), url).not.toThrow();
    }
  });

  it('never compresses a stored image', async () => {
    const imageUrl = await storedImageUrl(ctx.uploadsDir);
    const image = await get(imageUrl, 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});

describe('the live event stream', () => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('streams uncompressed to a client that accepts compression, each event as it happens', async () => {
    const alex = await signUp(ctx.app);
    const sam = await signUp(ctx.app);
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: {
        ...bearer(sam.token),
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
      },
      signal: abort.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('content-encoding')).toBeNull();
      const reader = response.body?.getReader();
      if (!reader) throw new Error('the stream has no body');
      const decoder = new TextDecoder();
      let received = decoder.decode((await reader.read()).value);
      expect(received).toContain('retry:');

      await sendMessage(ctx.app, alex.token, {
        receiverId: sam.user.id,
        itemId: null,
        messageText: 'Is the ladder free on Sunday?',
      });
      while (!received.includes('event: message.created')) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += decoder.decode(chunk.value);
      }
      expect(received).toContain('event: message.created');
    } finally {
      abort.abort();
    }
  });
});
