import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttlCache';

function clockedCache(options: { ttlMs?: number; maxEntries?: number; staleMs?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = createTtlCache<string>({
    ttlMs: options.ttlMs ?? 100,
    maxEntries: options.maxEntries ?? 10,
    staleMs: options.staleMs,
    now: () => clock.now,
  });
  let reads = 0;
  const load = (key: string, value = `value of ${key}`) =>
    cache.load(key, async () => {
      reads += 1;
      return value;
    });
  return { cache, clock, load, reads: () => reads };
}

describe('createTtlCache', () => {
  it('reads once while fresh and again after the time to live', async () => {
    const { clock, load, reads } = clockedCache();
    expect(await load('a')).toBe('value of a');
    clock.now += 99;
    expect(await load('a')).toBe('value of a');
    expect(reads()).toBe(1);
    clock.now += 1;
    await load('a');
    expect(reads()).toBe(2);
  });

  it('drops the entries whose value matches, and keeps the others', async () => {
    const { cache, load, reads } = clockedCache();
    await load('a', 'owned by sam');
    await load('b', 'owned by ada');
    cache.invalidateWhere((value) => value.endsWith('sam'));
    expect(cache.size).toBe(1);
    expect(await load('b', 'changed')).toBe('owned by ada');
    expect(await load('a', 'renamed')).toBe('renamed');
    expect(reads()).toBe(3);
  });

  it('does not keep a read that was under way when entries were dropped by value', async () => {
    const { cache, load } = clockedCache();
    const racing = load('a', 'read before the change');
    cache.invalidateWhere(() => false);
    expect(await racing).toBe('read before the change');
    expect(cache.size).toBe(0);
  });

  it('reads again after an invalidation', async () => {
    const { cache, load, reads } = clockedCache();
    await load('a');
    cache.invalidate('a');
    expect(await load('a', 'changed')).toBe('changed');
    expect(reads()).toBe(2);
  });

  it('forgets everything on clear', async () => {
    const { cache, load, reads } = clockedCache();
    await load('a');
    await load('b');
    cache.clear();
    await load('a');
    expect(reads()).toBe(3);
  });

  it('does not keep a value read while an invalidation happened', async () => {
    const { cache } = clockedCache();
    let release: (value: string) => void = () => {};
    const slowRead = cache.load('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('a');
    release('stale');
    expect(await slowRead).toBe('stale');
    expect(cache.size).toBe(0);
  });

  it('drops the oldest tenth at once when full, keeping the newer entries', async () => {
    const full = clockedCache({ maxEntries: 20 });
    for (let index = 0; index <= 20; index += 1) await full.load(`k${index}`);
    // One over the limit, and a tenth of it more: the three oldest.
    expect(full.cache.size).toBe(18);
    await full.load('k3');
    await full.load('k20');
    expect(full.reads()).toBe(21);
    await full.load('k2');
    expect(full.reads()).toBe(22);
  });

  it('drops the oldest entry when full, and keeps nothing with a zero time to live', async () => {
    const full = clockedCache({ maxEntries: 2 });
    await full.load('a');
    await full.load('b');
    await full.load('c');
    expect(full.cache.size).toBe(2);
    await full.load('a');
    expect(full.reads()).toBe(4);

    const off = clockedCache({ ttlMs: 0 });
    await off.load('a');
    await off.load('a');
    expect(off.reads()).toBe(2);
    expect(off.cache.size).toBe(0);
  });

  it('lets callers of a key being read share that one read', async () => {
    const { cache } = clockedCache();
    let reads = 0;
    let release: (value: string) => void = () => {};
    const slowRead = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.load('a', slowRead);
    const second = cache.load('a', slowRead);
    release('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(reads).toBe(1);
  });

  it('never lets a caller join a read that began before an invalidation', async () => {
    const { cache } = clockedCache();
    let release: (value: string) => void = () => {};
    const before = cache.load('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate('a');
    const after = cache.load('a', async () => 'after the write');
    release('before the write');
    expect(await before).toBe('before the write');
    expect(await after).toBe('after the write');
    expect(await cache.load('a', async () => 'unused')).toBe('after the write');
  });

  it('answers an expired entry within staleMs while one read replaces it', async () => {
    const { cache, clock } = clockedCache({ ttlMs: 100, staleMs: 50 });
    let reads = 0;
    let release: (value: string) => void = () => {};
    const slowRead = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    await cache.load('a', async () => 'old');
    clock.now += 120;
    expect(await cache.load('a', slowRead)).toBe('old');
    expect(await cache.load('a', slowRead)).toBe('old');
    expect(reads).toBe(1);
    release('new');
    // A turn of the event loop lets the finished read store its value.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.load('a', slowRead)).toBe('new');
    expect(reads).toBe(1);
  });

  it('waits for a read once an entry is older than staleMs allows, or was invalidated', async () => {
    const { cache, clock } = clockedCache({ ttlMs: 100, staleMs: 50 });
    await cache.load('a', async () => 'old');
    clock.now += 150;
    expect(await cache.load('a', async () => 'new')).toBe('new');

    cache.invalidate('a');
    expect(await cache.load('a', async () => 'after the write')).toBe('after the write');
  });
});
