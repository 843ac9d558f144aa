import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createLocalImageStorage } from '../../src/server/storage/imageStorage';
import { emailOfEvent, notificationRequest, queueAndDeliver } from './support/mail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
// The server that "crashes": its mail is queued and committed, but nothing sends it promptly.
const ctx = setupTestApp({ promptDelivery: false, mail: { smtpUrl: smtp.url } });

/** A process started after the crash, on the same database and mail server. */
const restartedApp = () =>
  buildApp({
    db: ctx.database.db,
    imageStorage: createLocalImageStorage(ctx.uploadsDir),
    mail: { smtpUrl: smtp.url },
  });

describe('a mail queued before a crash', () => {
  it('goes out exactly once after a restart, however many dispatchers run', async () => {
    const [eventId = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [
      notificationRequest('ari@example.com'),
    ]);
    expect(await emailOfEvent(ctx.database.db, eventId)).toBeUndefined();
    expect(smtp.received).toHaveLength(0);

    const restarted = await restartedApp();
    const other = await restartedApp();
    try {
      const delivered = await Promise.all([
        restarted.services.outbox.runOnce(),
        other.services.outbox.runOnce(),
      ]);
      expect(delivered.reduce((sum, count) => sum + count, 0)).toBe(1);
      await smtp.waitFor((mail) => mail.envelopeTo.includes('ari@example.com'));
      expect(await restarted.services.outbox.runOnce()).toBe(0);
      expect(await ctx.app.services.outbox.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect((await emailOfEvent(ctx.database.db, eventId))?.sentAt).toBeInstanceOf(Date);
    } finally {
      await restarted.close();
      await other.close();
    }
  });
});
