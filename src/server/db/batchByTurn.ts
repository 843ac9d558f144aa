/** Reads the values of many keys in one go; a key without a value is left out of the map. */
export type ReadMany<Key, Value> = (keys: Key[]) => Promise<Map<Key, Value>>;

interface Waiter<Value> {
  resolve: (value: Value | undefined) => void;
  reject: (error: unknown) => void;
}

/** Keys per read at most: a statement's array parameter stays small and its plan the same. */
const DEFAULT_MAX_BATCH = 100;

/**
 * One key at a time for the caller, one read for every key asked for in the same turn of the
 * event loop. Requests that arrive together (one poll of the sockets) each ask for a key in
 * their own callback; the read waits for `setImmediate`, which runs once all those callbacks
 * and their promise chains are done, so twenty concurrent requests cost one round trip and one
 * statement rather than twenty. A key asked for twice in a turn is read once.
 */
export function batchByTurn<Key, Value>(
  readMany: ReadMany<Key, Value>,
  maxBatch = DEFAULT_MAX_BATCH,
): (key: Key) => Promise<Value | undefined> {
  let pending = new Map<Key, Waiter<Value>[]>();
  let scheduled = false;

  async function readBatch(batch: Map<Key, Waiter<Value>[]>) {
    try {
      const values = await readMany([...batch.keys()]);
      for (const [key, waiters] of batch) {
        for (const waiter of waiters) waiter.resolve(values.get(key));
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function flush() {
    scheduled = false;
    const all = pending;
    pending = new Map();
    let batch = new Map<Key, Waiter<Value>[]>();
    for (const [key, waiters] of all) {
      batch.set(key, waiters);
      if (batch.size === maxBatch) {
        void readBatch(batch);
        batch = new Map();
      }
    }
    if (batch.size > 0) void readBatch(batch);
  }

  return (key) =>
    new Promise<Value | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
