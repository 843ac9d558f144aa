import { describe, expect, it } from 'vitest';
import { createOutboxDispatcher } from '../../src/server/outbox/dispatcher';
import { writeOutboxEvents } from '../../src/server/outbox/repo';
import { openTestDatabase } from './support/databases';
import { databaseKind } from './support/testApp';

const TYPE = 'test.lastWrite';

describe('stopping the outbox when its last write fails', () => {
  it('completes the stop and logs the failed write instead of rejecting', async () => {
    const database = await openTestDatabase(databaseKind);
    const errors: string[] = [];
    const dispatcher = createOutboxDispatcher(database.db, {
      now: () => new Date(),
      log: { error: (_details, message) => errors.push(message) },
    });
    await writeOutboxEvents(database.db, [{ type: TYPE, actorRole: 'system', payload: {} }]);
    let stopping: Promise<void> | undefined;
    dispatcher.on([TYPE], async () => {
      stopping = dispatcher.stop();
      // The database goes away during shutdown, so recording this failure cannot be written.
      await database.close();
      throw new Error('the mail server is down');
    });

    const run = dispatcher.runOnce();
    await expect(run).rejects.toThrow();
    await expect(stopping).resolves.toBeUndefined();
    expect(errors).toContain('the outbox stopped while its last delivery failed');
  });
});
