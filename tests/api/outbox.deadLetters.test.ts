import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import type { AdminAuditLog, AdminOverview } from '../../src/shared/schemas/admin';
import type { AdminDeadLetter, AdminDeadLetterList } from '../../src/shared/schemas/deadLetters';
import { adminCall, adminOk, signUpAdmin } from './support/admin';
import { testClock } from './support/bookings';
import { notificationRequest, queueAndDeliver } from './support/mail';
import { startSmtpServer } from './support/smtp';
import { setupTestApp } from './support/testApp';
import { signUp } from './support/users';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

/** Few attempts, so that a run of transient failures reaches the end within a test. */
const MAX_ATTEMPTS = 3;
const clock = testClock();
const ctx = setupTestApp({
  now: clock.now,
  mail: { smtpUrl: smtp.url },
  outboxMaxAttempts: MAX_ATTEMPTS,
});

beforeEach(() => smtp.clear());

const eventRow = async (id: string) =>
  (await ctx.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, id)))[0];

/** An email to `to`, queued and tried once, as a change's email is. */
async function mailTo(to: string): Promise<string> {
  const [id = ''] = await queueAndDeliver(ctx.app, ctx.database.db, [notificationRequest(to)]);
  return id;
}

/** Past any backoff: every event that is still to be tried is due. */
async function laterRun(): Promise<number> {
  clock.advanceMinutes(24 * 60);
  return ctx.app.services.outbox.runOnce();
}

async function deadLetters(token: string): Promise<AdminDeadLetter[]> {
  return (await adminOk<AdminDeadLetterList>(ctx.app, token, 'GET', '/dead-letters')).deadLetters;
}

describe('the outbox with an email refused for good (SMTP 5xx)', () => {
  it('stops at the first refusal: a dead letter with its error, listed and counted in the console', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    smtp.refuseRecipient('gone@example.com', 550);
    const id = await mailTo('gone@example.com');

    const row = await eventRow(id);
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null, discardedAt: null });
    expect(row?.deadAt).toBeInstanceOf(Date);
    expect(row?.lastError).toMatch(/550/);
    // Never tried again, however long it waits.
    expect(await laterRun()).toBe(0);
    expect(await laterRun()).toBe(0);
    expect((await eventRow(id))?.attempts).toBe(1);

    expect(await deadLetters(admin.token)).toEqual([
      expect.objectContaining({
        id,
        type: 'mail.send',
        recipient: 'gone@example.com',
        booking: null,
        attempts: 1,
        state: 'dead',
        lastError: expect.stringMatching(/550/),
        deadAt: expect.any(String),
      }),
    ]);
    const overview = await adminOk<AdminOverview>(ctx.app, admin.token, 'GET', '/overview');
    expect(overview.deadLetters).toBe(1);
  });
});

describe('the outbox with an email refused for now (SMTP 4xx)', () => {
  it('retries it with backoff, then makes it a dead letter after OUTBOX_MAX_ATTEMPTS failures', async () => {
    smtp.refuseRecipient('full@example.com', 452);
    const id = await mailTo('full@example.com');
    expect(await eventRow(id)).toMatchObject({ attempts: 1, deadAt: null });

    await laterRun();
    expect(await eventRow(id)).toMatchObject({ attempts: 2, deadAt: null });
    await laterRun();
    const dead = await eventRow(id);
    expect(dead).toMatchObject({ attempts: MAX_ATTEMPTS });
    expect(dead?.deadAt).toBeInstanceOf(Date);
    expect(dead?.lastError).toMatch(/452/);

    // The count stays bounded: nothing claims it again.
    expect(await laterRun()).toBe(0);
    expect((await eventRow(id))?.attempts).toBe(MAX_ATTEMPTS);
    expect(smtp.received).toEqual([]);
  });
});

describe('retrying and discarding a dead letter', () => {
  it('retries it: due again with attempts reset, sent once the cause is fixed, audit-logged', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    smtp.refuseRecipient('typo@example.com', 550);
    const id = await mailTo('typo@example.com');
    smtp.acceptRecipient('typo@example.com');

    const retried = await adminOk<{ deadLetter: AdminDeadLetter }>(
      ctx.app,
      admin.token,
      'POST',
      `/dead-letters/${id}/retry`,
      { reason: 'The mailbox exists again.' },
    );
    expect(retried.deadLetter).toMatchObject({ id, state: 'delivered', attempts: 0 });
    await smtp.waitFor((mail) => mail.envelopeTo.includes('typo@example.com'));
    expect(await deadLetters(admin.token)).toEqual([]);
    const overview = await adminOk<AdminOverview>(ctx.app, admin.token, 'GET', '/overview');
    expect(overview.deadLetters).toBe(0);

    const log = await adminOk<AdminAuditLog>(ctx.app, admin.token, 'GET', '/audit-log');
    expect(log.entries[0]).toMatchObject({
      action: 'outbox.retry',
      targetType: 'outbox_event',
      targetId: id,
      targetLabel: 'email to typo@example.com',
      reason: 'The mailbox exists again.',
      admin: { id: admin.id },
    });
    // No longer a dead letter: both actions are refused.
    for (const action of ['retry', 'discard']) {
      const again = await adminCall(
        ctx.app,
        admin.token,
        'POST',
        `/dead-letters/${id}/${action}`,
        {},
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('NOT_A_DEAD_LETTER');
    }
  });

  it('starts counting attempts afresh on a retry that fails again', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    smtp.refuseRecipient('still-full@example.com', 452);
    const id = await mailTo('still-full@example.com');
    await laterRun();
    await laterRun();
    expect((await eventRow(id))?.attempts).toBe(MAX_ATTEMPTS);

    const retried = await adminOk<{ deadLetter: AdminDeadLetter }>(
      ctx.app,
      admin.token,
      'POST',
      `/dead-letters/${id}/retry`,
      {},
    );
    // Tried at once and refused again: one attempt of a fresh count, due later.
    expect(retried.deadLetter).toMatchObject({ state: 'due', attempts: 1 });
  });

  it('discards it: closed, never tried again, gone from the list, audit-logged', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    smtp.refuseRecipient('nobody@example.com', 550);
    const id = await mailTo('nobody@example.com');
    smtp.acceptRecipient('nobody@example.com');

    const discarded = await adminOk<{ deadLetter: AdminDeadLetter }>(
      ctx.app,
      admin.token,
      'POST',
      `/dead-letters/${id}/discard`,
      { reason: 'The person left.' },
    );
    expect(discarded.deadLetter).toMatchObject({ id, state: 'discarded', attempts: 1 });
    await laterRun();
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes('nobody@example.com'))).toEqual(
      [],
    );
    expect((await eventRow(id))?.attempts).toBe(1);
    expect(await deadLetters(admin.token)).toEqual([]);
    const log = await adminOk<AdminAuditLog>(ctx.app, admin.token, 'GET', '/audit-log');
    expect(log.entries[0]).toMatchObject({
      action: 'outbox.discard',
      targetId: id,
      reason: 'The person left.',
    });
    const again = await adminCall(ctx.app, admin.token, 'POST', `/dead-letters/${id}/retry`, {});
    expect(again.statusCode).toBe(409);
  });

  it('refuses the anonymous (401), other people (403), unknown ids (404) and long notes (400)', async () => {
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const person = await signUp(ctx.app);
    smtp.refuseRecipient('refused@example.com', 550);
    const id = await mailTo('refused@example.com');

    for (const path of [
      '/dead-letters',
      `/dead-letters/${id}/retry`,
      `/dead-letters/${id}/discard`,
    ]) {
      const method = path === '/dead-letters' ? 'GET' : 'POST';
      expect((await adminCall(ctx.app, undefined, method, path, {})).statusCode).toBe(401);
      expect((await adminCall(ctx.app, person.token, method, path, {})).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const target of [unknown, 'not-an-id']) {
      const response = await adminCall(
        ctx.app,
        admin.token,
        'POST',
        `/dead-letters/${target}/retry`,
        {},
      );
      expect(response.statusCode).toBe(404);
    }
    const long = await adminCall(ctx.app, admin.token, 'POST', `/dead-letters/${id}/discard`, {
      reason: 'x'.repeat(2_000),
    });
    expect(long.statusCode).toBe(400);
    expect((await eventRow(id))?.discardedAt).toBeNull();
  });
});
