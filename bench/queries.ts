import { ADJECTIVES, CITIES, NOUNS_BY_CATEGORY } from './vocabulary';

/** A fixed-seed generator, so that every run sends the same mix of searches. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Swaps two middle letters, the commonest slip: 'drill' becomes 'drlil'. */
function misspell(word: string): string {
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  return `${word.slice(0, at)}${word[at + 1] ?? ''}${word[at] ?? ''}${word.slice(at + 2)}`;
}

/**
 * Searches as people type them: mostly one thing, often with a word in front, some narrowed by
 * category, price or place, a few sorted or paged, and one in twenty misspelt.
 */
export function searchPaths(count: number): string[] {
  const random = seededRandom(42);
  const pick = <T>(values: readonly T[]): T => {
    const value = values[Math.floor(random() * values.length)];
    if (value === undefined) throw new Error('cannot pick from an empty list');
    return value;
  };
  const categories = Object.entries(NOUNS_BY_CATEGORY);
  return Array.from({ length: count }, () => {
    const [category, nouns] = pick(categories);
    const noun = pick(nouns);
    const roll = random();
    const query = new URLSearchParams({ search: noun });
    if (roll < 0.2) query.set('search', `${pick(ADJECTIVES)} ${noun}`);
    else if (roll < 0.35) {
      query.set('category', category);
      query.set('minPrice', '10');
      query.set('maxPrice', String(50 + Math.floor(random() * 150)));
    } else if (roll < 0.5) query.set('location', pick(CITIES));
    else if (roll < 0.6) {
      query.set('sort', pick(['price_asc', 'price_desc', 'newest']));
      query.set('page', '2');
    } else if (roll < 0.65) query.set('search', misspell(noun));
    return `/api/items?${query}`;
  });
}

/**
 * The same mix, each search made unique by a price cap a thousandth of a cent above the real
 * one (prices have two decimals, so it finds the same items): none is answered from memory.
 */
export function uncachedSearchPaths(count: number): string[] {
  const searches = searchPaths(400);
  return Array.from({ length: count }, (_, index) => {
    const url = new URL(searches[index % searches.length] ?? '/api/items', 'http://bench');
    const cap = Number(url.searchParams.get('maxPrice') ?? 1_000_000);
    url.searchParams.set('maxPrice', String(cap + (index + 1) / 10_000_000));
    return `${url.pathname}${url.search}`;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Mulberry32: 32-bit integer steps, so no cycle shorter than 2^32 (the generator above, in
 * floating point, falls into cycles of a few hundred or thousand values for some seeds).
 */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Searches near a real ZIP code (picked as the items are spread, uniformly over ZIP codes)
 * within 10 miles, free on a stay of 2 to 7 days in the next four months, for one thing (or,
 * without `words`, for anything); half sorted by distance, half by the default order. No two
 * are the same, so none is answered from memory.
 */
export function nearPaths(
  count: number,
  zipCodes: readonly string[],
  { seed = 7, words = true }: { seed?: number; words?: boolean } = {},
): string[] {
  const random = mulberry32(seed);
  const pick = <T>(values: readonly T[]): T => {
    const value = values[Math.floor(random() * values.length)];
    if (value === undefined) throw new Error('cannot pick from an empty list');
    return value;
  };
  const nouns = Object.values(NOUNS_BY_CATEGORY).flat();
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
  const paths = new Set<string>();
  while (paths.size < count) {
    const start = Math.floor(random() * 120);
    const query = new URLSearchParams({
      ...(words && { search: pick(nouns) }),
      near: pick(zipCodes),
      radius: '10',
      from: day(start),
      to: day(start + 2 + Math.floor(random() * 6)),
    });
    if (paths.size % 2 === 0) query.set('sort', 'distance');
    paths.add(`/api/items?${query}`);
  }
  return [...paths];
}
