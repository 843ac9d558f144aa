import { describe, expect, it } from 'vitest';
import {
  accountTokens,
  adminAuditLog,
  emails,
  ledgerEntries,
  liveEvents,
  notifications,
  outboxEvents,
  payouts,
  sessions,
} from '../../src/server/db/schema';
import { DEFAULT_RETENTION } from '../../src/server/retention/settings';
import { createRetentionSweep } from '../../src/server/retention/sweep';
import { signUpAdmin } from './support/admin';
import { insertEarningsAndPayout } from './support/ledger';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const ctx = setupTestApp();

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const OLD = ago(400 * DAY_MS);

function sweepWith(batchSize?: number) {
  return createRetentionSweep(ctx.database.db, {
    now: () => now,
    settings: DEFAULT_RETENTION,
    batchSize,
  });
}

async function idsOf(table: typeof emails | typeof outboxEvents | typeof accountTokens) {
  const rows = await ctx.database.db.select({ id: table.id }).from(table);
  return rows.map((row) => row.id).sort();
}

/** Rows of each kind past their time, and rows still within it or still needed, by name. */
async function seedRows() {
  const db = ctx.database.db;
  const person = await signUp(ctx.app);
  const userId = person.user.id;
  // Signing up writes rows of its own (a session, a verification link and its email): gone
  // from the start, so that what is left is only what this test writes.
  await db.delete(emails);
  await db.delete(outboxEvents);
  await db.delete(accountTokens);

  const token = (name: string, times: { expiresAt: Date; usedAt?: Date }) => ({
    userId,
    purpose: 'password-reset' as const,
    tokenHash: `hash-${name}`,
    email: person.user.email,
    ...times,
  });
  const tokens = await db
    .insert(accountTokens)
    .values([
      token('expired-long-ago', { expiresAt: ago(8 * DAY_MS) }),
      token('used-long-ago', { expiresAt: ago(6 * DAY_MS), usedAt: ago(8 * DAY_MS) }),
      token('expired-recently', { expiresAt: ago(HOUR_MS) }),
      token('used-recently', { expiresAt: ago(HOUR_MS), usedAt: ago(2 * HOUR_MS) }),
      token('live', { expiresAt: new Date(now.getTime() + HOUR_MS) }),
    ])
    .returning({ id: accountTokens.id, hash: accountTokens.tokenHash });
  const tokenId = (name: string) => tokens.find((row) => row.hash === `hash-${name}`)?.id;

  const email = (name: string, times: { createdAt: Date; sentAt: Date | null }) => ({
    outboxEventId: crypto.randomUUID(),
    to: `${name}@example.com`,
    userId,
    template: 'notification',
    subject: name,
    html: '<p>Hello</p>',
    text: 'Hello',
    ...times,
  });
  const mails = await db
    .insert(emails)
    .values([
      email('sent-long-ago', { createdAt: ago(100 * DAY_MS), sentAt: ago(91 * DAY_MS) }),
      email('sent-recently', { createdAt: ago(10 * DAY_MS), sentAt: ago(10 * DAY_MS) }),
      email('never-sent', { createdAt: ago(100 * DAY_MS), sentAt: null }),
    ])
    .returning({ id: emails.id, subject: emails.subject });
  const emailId = (name: string) => mails.find((row) => row.subject === name)?.id;

  const event = (name: string, times: Partial<typeof outboxEvents.$inferInsert>) => ({
    type: 'test.retention',
    actorRole: 'system',
    payload: { name },
    createdAt: OLD,
    availableAt: OLD,
    ...times,
  });
  const events = await db
    .insert(outboxEvents)
    .values([
      event('delivered-long-ago', { deliveredAt: ago(31 * DAY_MS) }),
      event('delivered-recently', { deliveredAt: ago(DAY_MS) }),
      event('discarded-long-ago', { deadAt: ago(40 * DAY_MS), discardedAt: ago(31 * DAY_MS) }),
      event('dead-long-ago', { deadAt: ago(40 * DAY_MS), attempts: 20 }),
      event('never-delivered', { attempts: 3 }),
    ])
    .returning({ id: outboxEvents.id, payload: outboxEvents.payload });
  const eventId = (name: string) => events.find((row) => row.payload.name === name)?.id;

  await db.insert(liveEvents).values([
    { userId, type: 'booking.changed', payload: { age: 'old' }, createdAt: ago(25 * HOUR_MS) },
    { userId, type: 'booking.changed', payload: { age: 'new' }, createdAt: ago(HOUR_MS) },
  ]);
  return { userId, tokenId, emailId, eventId };
}

describe('the retention prune', () => {
  it('deletes what served its time and keeps what is recent, unsent, undelivered or dead', async () => {
    const { tokenId, emailId, eventId } = await seedRows();

    const counts = await sweepWith().sweep();

    expect(counts).toMatchObject({
      accountTokens: 2,
      sentEmails: 1,
      deliveredOutboxEvents: 1,
      discardedOutboxEvents: 1,
      liveEvents: 1,
    });
    expect(await idsOf(accountTokens)).toEqual(
      [tokenId('expired-recently'), tokenId('used-recently'), tokenId('live')].sort(),
    );
    expect(await idsOf(emails)).toEqual([emailId('sent-recently'), emailId('never-sent')].sort());
    // A dead letter waits for an administrator however old it is.
    expect(await idsOf(outboxEvents)).toEqual(
      [eventId('delivered-recently'), eventId('dead-long-ago'), eventId('never-delivered')].sort(),
    );
    const live = await ctx.database.db.select({ payload: liveEvents.payload }).from(liveEvents);
    expect(live.map((row) => row.payload.age)).toEqual(['new']);
  });

  it('deletes expired and signed-out sessions, never a live one', async () => {
    const alive = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const db = ctx.database.db;
    await db.insert(sessions).values([
      { userId: other.user.id, tokenHash: 'expired-session', expiresAt: ago(HOUR_MS) },
      {
        userId: other.user.id,
        tokenHash: 'revoked-session',
        expiresAt: new Date(now.getTime() + DAY_MS),
        revokedAt: ago(HOUR_MS),
      },
    ]);
    const before = (await db.select().from(sessions)).length;
    expect((await sweepWith().sweep()).sessions).toBe(2);
    const left = await db.select({ userId: sessions.userId }).from(sessions);
    expect(left).toHaveLength(before - 2);
    expect(left.map((row) => row.userId).sort()).toEqual([alive.user.id, other.user.id].sort());
  });

  it('never touches the ledger, payouts, the audit log or notifications, however old', async () => {
    const db = ctx.database.db;
    const admin = await signUpAdmin(ctx.app, db);
    await insertEarningsAndPayout(db, admin.id, OLD);
    await db.insert(adminAuditLog).values({
      adminId: admin.id,
      action: 'user.suspend',
      targetType: 'user',
      targetId: admin.id,
      reason: 'Long ago.',
      createdAt: OLD,
    });
    await db.insert(notifications).values({
      userId: admin.id,
      category: 'booking_updates',
      kind: 'listing_hidden',
      title: 'Long ago',
      body: 'Long ago',
      linkPath: '/',
      dedupeKey: 'retention-old',
      createdAt: OLD,
    });
    const count = async () => ({
      ledger: (await db.select().from(ledgerEntries)).length,
      payouts: (await db.select().from(payouts)).length,
      audit: (await db.select().from(adminAuditLog)).length,
      notifications: (await db.select().from(notifications)).length,
    });
    const before = await count();
    await sweepWith().sweep();
    expect(await count()).toEqual(before);
  });

  it('deletes in bounded batches until nothing is left, and stops between batches when asked', async () => {
    const { userId } = await seedRows();
    const db = ctx.database.db;
    await db.insert(liveEvents).values(
      Array.from({ length: 7 }, () => ({
        userId,
        type: 'booking.changed' as const,
        payload: { age: 'old' },
        createdAt: ago(30 * HOUR_MS),
      })),
    );
    const stopped = new AbortController();
    stopped.abort();
    expect((await sweepWith(2).sweep(stopped.signal)).liveEvents).toBe(0);

    expect((await sweepWith(2).sweep()).liveEvents).toBe(8);
    expect(await db.select({ id: liveEvents.id }).from(liveEvents)).toHaveLength(1);
  });

  it('deletes each row once when processes prune at the same time', async () => {
    await seedRows();
    const runs = await Promise.all([sweepWith(1).sweep(), sweepWith(1).sweep()]);
    const total = (name: string) => runs.reduce((sum, counts) => sum + (counts[name] ?? 0), 0);
    expect(total('accountTokens')).toBe(2);
    expect(total('sentEmails')).toBe(1);
    expect(total('deliveredOutboxEvents') + total('discardedOutboxEvents')).toBe(2);
    expect(total('liveEvents')).toBe(1);
    expect(await idsOf(outboxEvents)).toHaveLength(3);
  });
});
