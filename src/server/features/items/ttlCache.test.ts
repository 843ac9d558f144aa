import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttlCache';

function clockedCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = createTtlCache<string>({
    ttlMs: options.ttlMs ?? 100,
    maxEntries: options.maxEntries ?? 10,
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
});
