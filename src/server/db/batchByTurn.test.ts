import { describe, expect, it } from 'vitest';
import { batchByTurn } from './batchByTurn';

/** A reader that records each batch it is given and answers the keys it knows. */
function recordingReader(known: Record<string, number>) {
  const batches: string[][] = [];
  const read = async (keys: string[]) => {
    batches.push(keys);
    return new Map(keys.flatMap((key) => (key in known ? [[key, known[key] ?? 0]] : [])));
  };
  return { batches, read };
}

describe('batchByTurn', () => {
  it('reads every key asked for in one turn with one call, each caller getting its own', async () => {
    const { batches, read } = recordingReader({ a: 1, b: 2, c: 3 });
    const load = batchByTurn(read);

    const values = await Promise.all([load('a'), load('b'), load('c')]);

    expect(values).toEqual([1, 2, 3]);
    expect(batches).toEqual([['a', 'b', 'c']]);
  });

  it('reads a key asked for twice in a turn once, and answers both', async () => {
    const { batches, read } = recordingReader({ a: 1 });
    const load = batchByTurn(read);

    expect(await Promise.all([load('a'), load('a')])).toEqual([1, 1]);
    expect(batches).toEqual([['a']]);
  });

  it('answers undefined for a key the read did not find', async () => {
    const { read } = recordingReader({ a: 1 });
    const load = batchByTurn(read);

    expect(await Promise.all([load('a'), load('missing')])).toEqual([1, undefined]);
  });

  it('starts a new read for keys asked for in a later turn', async () => {
    const { batches, read } = recordingReader({ a: 1, b: 2 });
    const load = batchByTurn(read);

    expect(await load('a')).toBe(1);
    expect(await load('a')).toBe(1);
    expect(await load('b')).toBe(2);
    expect(batches).toEqual([['a'], ['a'], ['b']]);
  });

  it('splits a large turn into reads of at most the batch size', async () => {
    const known = Object.fromEntries(Array.from({ length: 5 }, (_, index) => [`k${index}`, index]));
    const { batches, read } = recordingReader(known);
    const load = batchByTurn(read, 2);

    const values = await Promise.all(Object.keys(known).map((key) => load(key)));

    expect(values).toEqual([0, 1, 2, 3, 4]);
    expect(batches).toEqual([['k0', 'k1'], ['k2', 'k3'], ['k4']]);
  });

  it('fails every caller of a failed read, and reads again on the next turn', async () => {
    let calls = 0;
    const load = batchByTurn(async (keys: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key.length]));
    });

    const failed = await Promise.allSettled([load('a'), load('bb')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failed[0]).toMatchObject({ reason: new Error('connection lost') });
    expect(await load('bb')).toBe(2);
  });
});
