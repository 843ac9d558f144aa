import { setTimeout as sleep } from 'node:timers/promises';
import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { createOutboxDispatcher } from '../../src/server/outbox/dispatcher';
import { writeOutboxEvents } from '../../src/server/outbox/repo';
import { openTestDatabase, type TestDatabase } from './support/databases';
import { databaseKind } from './support/testApp';

const TYPE = 'test.slow';
/** More than two of the dispatcher's batches. */
const BACKLOG = 45;
const HANDLING_MS = 20;
const LEASE_MS = 5 * 60 * 1000;

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase(databaseKind);
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.reset();
});

const noLog = { error: () => undefined };

/** A dispatcher whose one handler takes a while and counts what it was handed. */
function slowDispatcher(now: () => Date) {
  const handled: string[] = [];
  let started = 0;
  const dispatcher = createOutboxDispatcher(database.db, { now, log: noLog, leaseMs: LEASE_MS });
  dispatcher.on([TYPE], async (event) => {
    started += 1;
    await sleep(HANDLING_MS);
    handled.push(event.id);
  });
  return { dispatcher, handled, started: () => started };
}

async function writeBacklog(count: number): Promise<string[]> {
  const events = Array.from({ length: count }, (_, index) => ({
    type: TYPE,
    actorRole: 'system',
    payload: { index },
  }));
  return writeOutboxEvents(database.db, events);
}

const undelivered = () =>
  database.db
    .select()
    .from(outboxEvents)
    .where(isNull(outboxEvents.deliveredAt))
    .orderBy(asc(outboxEvents.availableAt));

async function untilHandled(handled: string[], count: number): Promise<void> {
  while (handled.length < count) await sleep(5);
}

describe('stopping the outbox dispatcher with a backlog', () => {
  it('finishes the event in hand, releases the rest of its batch due now, and claims no more', async () => {
    await writeBacklog(BACKLOG);
    const now = () => new Date();
    const first = slowDispatcher(now);
    const run = first.dispatcher.runOnce();
    await untilHandled(first.handled, 3);

    const stopping = first.dispatcher.stop();
    await stopping;
    await run;
    // The event in hand when stop came finished, and nothing was begun after it.
    expect(first.started()).toBe(first.handled.length);
    expect(first.handled.length).toBeLessThan(BACKLOG / 2);

    const left = await undelivered();
    expect(left).toHaveLength(BACKLOG - first.handled.length);
    // Due at once for any other dispatcher: none waits out the lease.
    const afterStop = Date.now();
    for (const event of left) expect(event.availableAt.getTime()).toBeLessThanOrEqual(afterStop);

    const second = slowDispatcher(now);
    expect(await second.dispatcher.runOnce()).toBe(left.length);
    expect(new Set([...first.handled, ...second.handled]).size).toBe(BACKLOG);
    expect(first.handled.length + second.handled.length).toBe(BACKLOG);
    expect(await undelivered()).toEqual([]);
  });

  it('keeps the backoff of the event that failed in hand, and releases only the unstarted', async () => {
    const ids = await writeBacklog(2);
    const dispatcher = createOutboxDispatcher(database.db, {
      now: () => new Date(),
      log: noLog,
      leaseMs: LEASE_MS,
    });
    let stopping: Promise<void> | undefined;
    dispatcher.on([TYPE], async () => {
      stopping = dispatcher.stop();
      throw new Error('the mail server is down');
    });
    await dispatcher.runOnce();
    await stopping;

    // Written together, the two are equally due: either may be the one claimed first.
    const left = await undelivered();
    expect(left.map((event) => event.id).sort()).toEqual([...ids].sort());
    const [failed, ...others] = left.filter((event) => event.attempts === 1);
    const [waiting] = left.filter((event) => event.attempts === 0);
    expect(others).toEqual([]);
    expect(failed?.availableAt.getTime()).toBeGreaterThan(Date.now());
    expect(failed?.availableAt.getTime()).toBeLessThan(Date.now() + LEASE_MS);
    expect(waiting?.availableAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('does nothing once stopped: prompt, background and periodic deliveries leave events committed', async () => {
    const { dispatcher, started } = slowDispatcher(() => new Date());
    await dispatcher.stop();
    const ids = await writeBacklog(3);

    await dispatcher.deliverPromptly(ids);
    dispatcher.deliverInBackground(ids);
    expect(await dispatcher.runOnce()).toBe(0);
    await dispatcher.stop();

    expect(started()).toBe(0);
    const left = await undelivered();
    expect(left.map((event) => event.id).sort()).toEqual([...ids].sort());
    expect(left.every((event) => event.attempts === 0)).toBe(true);
  });
});
