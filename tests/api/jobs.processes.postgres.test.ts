import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support/databases';
import {
  countRefundCalls,
  type DueWork,
  refundCalls,
  seedDueWork,
  seedUnreadConversations,
} from './support/dueWork';
import {
  allDone,
  databaseUrlOf,
  eventIdOf,
  mailEventIds,
  processName,
  progress,
  senderOf,
  tally,
  waitFor,
  withJobsHeld,
} from './support/jobProcesses';
import { type ServerProcess, startServerProcess } from './support/serverProcess';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

// Three processes of the production server on one PostgreSQL, each running every job.
const PROCESSES = 3;
const UNREAD_CONVERSATIONS = 10;
/**
 * Long enough for a batch of mails sent one after another on a busy machine, since a claim taken
 * over while its process still works on it is sent twice; short enough that the run where a
 * process dies holding claims ends soon.
 */
const OUTBOX_LEASE_SECONDS = 45;

let database: TestDatabase;
let raw: pg.Pool;
let smtp: TestSmtpServer;
let servers: ServerProcess[] = [];
let firstBatch: DueWork;
const names = Array.from({ length: PROCESSES }, (_, index) => processName(index));

function serverEnv(url: string, name: string) {
  return {
    DATABASE_URL: databaseUrlOf(url, name),
    DEMO_DATA: 'off',
    SMTP_URL: smtp.url,
    MAIL_FROM: `${name}@jobs.test`,
    CLOCK_SWEEP_INTERVAL_SECONDS: '1',
    OUTBOX_LEASE_SECONDS: String(OUTBOX_LEASE_SECONDS),
  };
}

beforeAll(async () => {
  database = await openTestDatabase('postgres');
  const url = database.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  raw = new pg.Pool({ connectionString: url, max: 2 });
  await countRefundCalls(raw);
  smtp = await startSmtpServer();
  // The processes start while the work waits behind the gate: their first runs race for it.
  firstBatch = await withJobsHeld(url, raw, { processes: names, jobsEach: 3 }, async (tx) => {
    const work = await seedDueWork(tx, 'one');
    await seedUnreadConversations(tx, 'one', UNREAD_CONVERSATIONS);
    const started = await Promise.allSettled(
      names.map((name) => startServerProcess(serverEnv(url, name))),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return work;
  });
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  await raw?.end();
  await database?.close();
});

async function bookingStatuses(ids: string[]) {
  const result = await raw.query<{ status: string; reason: string | null }>(
    'select status, cancellation_reason as reason from bookings where id = any($1)',
    [ids],
  );
  return result.rows;
}

/** Outbox events per booking and type among these bookings: the clock wrote each once. */
async function bookingEventCounts(ids: string[]) {
  const result = await raw.query<{ type: string; events: number }>(
    `select type, count(*)::int as events from outbox_events
      where booking_id = any($1) group by booking_id, type`,
    [ids],
  );
  return result.rows;
}

/** Events claimed and not delivered yet, with the end of their lease. */
async function leasedEvents() {
  const result = await raw.query<{ id: string; leaseEnd: Date }>(
    `select id, available_at as "leaseEnd" from outbox_events
      where delivered_at is null and last_error is null and available_at > now()`,
  );
  return result.rows;
}

/** Of these events, the ones delivered only once their lease had run out: taken over. */
async function deliveredAfterLease(leased: { id: string; leaseEnd: Date }[]) {
  const result = await raw.query<{ id: string; deliveredAt: Date | null }>(
    'select id, delivered_at as "deliveredAt" from outbox_events where id = any($1)',
    [leased.map((event) => event.id)],
  );
  const leaseEnds = new Map(leased.map((event) => [event.id, event.leaseEnd.getTime()]));
  expect(result.rows.every((row) => row.deliveredAt !== null)).toBe(true);
  return result.rows
    .filter((row) => (row.deliveredAt?.getTime() ?? 0) >= (leaseEnds.get(row.id) ?? Infinity))
    .map((row) => row.id);
}

async function paymentStatuses(references: string[]) {
  const result = await raw.query<{ status: string }>(
    'select status from payments where payment_reference = any($1)',
    [references],
  );
  return result.rows.map((row) => row.status);
}

/** Each booking moved on once, with one event each, and its payment, if any, went back. */
async function expectBookingsDoneOnce(work: DueWork) {
  const completed = await bookingStatuses(work.completingBookingIds);
  expect(completed).toHaveLength(100);
  expect(completed.every((row) => row.status === 'completed')).toBe(true);
  const expired = await bookingStatuses(work.expiringBookingIds);
  expect(expired).toHaveLength(100);
  expect(
    expired.every((row) => row.status === 'cancelled' && row.reason?.startsWith('Expired')),
  ).toBe(true);
  const completions = await bookingEventCounts(work.completingBookingIds);
  expect(completions.filter((row) => row.type === 'booking.completed')).toHaveLength(100);
  const expiries = await bookingEventCounts(work.expiringBookingIds);
  expect(expiries.filter((row) => row.type === 'booking.expired')).toHaveLength(100);
  expect([...completions, ...expiries].every((row) => row.events === 1)).toBe(true);
  const bookingReferences = work.refundReferences.filter((ref) => ref.includes('_booking_'));
  expect(await paymentStatuses(bookingReferences)).toEqual(bookingReferences.map(() => 'refunded'));
  const queued = await raw.query<{ delivered: number }>(
    'select count(*)::int as delivered from outbox_events where id = any($1) and delivered_at is not null',
    [work.queuedEventIds],
  );
  expect(queued.rows[0]?.delivered).toBe(200);
}

describe('jobs in three server processes on one PostgreSQL', () => {
  it('completes, expires, refunds and mails everything due exactly once, in every process', async () => {
    await allDone(raw, UNREAD_CONVERSATIONS, 60_000);
    await expectBookingsDoneOnce(firstBatch);

    const calls = await refundCalls(raw);
    expect([...tally(calls.map((call) => call.reference)).entries()].sort()).toEqual(
      firstBatch.refundReferences.map((reference) => [reference, 1]).sort(),
    );

    const mailIds = await mailEventIds(raw);
    // The queued mails and the unread-messages emails.
    expect(mailIds).toHaveLength(150 + UNREAD_CONVERSATIONS);
    const received = smtp.received.map(eventIdOf);
    expect(received.toSorted()).toEqual(mailIds.toSorted());
    // No process is special: each took part of the work.
    expect(new Set(smtp.received.map(senderOf))).toEqual(
      new Set(names.map((name) => `${name}@jobs.test`)),
    );
  }, 90_000);

  it('loses nothing when a process dies mid-run: the others finish its work, once', async () => {
    const url = database.url ?? '';
    smtp.clear();
    const mailsBefore = new Set(await mailEventIds(raw));
    const callsBefore = (await refundCalls(raw)).length;
    const batch = await withJobsHeld(url, raw, { processes: names, jobsEach: 2 }, (tx) =>
      seedDueWork(tx, 'two'),
    );
    const [first, second, doomed] = servers;
    if (!first || !second || !doomed) throw new Error('three servers run');
    const doomedName = names[2] ?? '';
    // Its mailer hangs on its second mail, so it dies in the middle of a claimed batch.
    const doomedHangs = smtp.holdSenderAfter(`${doomedName}@jobs.test`, 1);
    await waitFor(
      'the last process at work',
      async () => smtp.received.some((mail) => senderOf(mail) === `${doomedName}@jobs.test`),
      30_000,
    );
    await doomedHangs;
    const atKill = await progress(raw);
    const leasedAtKill = await leasedEvents();
    await doomed.crash();
    expect(atKill.undelivered).toBeGreaterThan(0);
    expect(leasedAtKill.length).toBeGreaterThan(0);

    await allDone(raw, UNREAD_CONVERSATIONS, 60_000 + OUTBOX_LEASE_SECONDS * 1000).catch(
      (error: unknown) => {
        const logs = [first, second].map((server) => server.output().slice(-2_000));
        throw new Error(`${String(error)}\n${logs.join('\n')}`);
      },
    );
    await expectBookingsDoneOnce(batch);
    // The dead process's claims ran out and the others took them over: the lease did its work.
    const takenOver = await deliveredAfterLease(leasedAtKill);
    expect(takenOver.length).toBeGreaterThan(0);

    // Outside the database, a delivery the process was making when it died may be made again,
    // under the same key: the refund's idempotency key at the provider, the mail's Message-ID.
    const calls = (await refundCalls(raw)).slice(callsBefore);
    const callsPerReference = tally(calls.map((call) => call.reference));
    expect([...callsPerReference.keys()].sort()).toEqual(batch.refundReferences.toSorted());
    for (const [reference, count] of callsPerReference) {
      if (count === 1) continue;
      expect(count).toBe(2);
      expect(calls.find((call) => call.reference === reference)?.caller).toBe(doomedName);
    }
    const mailIds = (await mailEventIds(raw)).filter((id) => !mailsBefore.has(id));
    const copies = tally(smtp.received.map(eventIdOf));
    expect([...copies.keys()].sort()).toEqual(mailIds.toSorted());
    for (const [eventId, count] of copies) {
      if (count === 1) continue;
      expect(count).toBe(2);
      const firstCopy = smtp.received.find((mail) => eventIdOf(mail) === eventId);
      expect(firstCopy && senderOf(firstCopy)).toBe(`${doomedName}@jobs.test`);
    }
    const survivors = new Set(names.slice(0, 2).map((name) => `${name}@jobs.test`));
    expect(smtp.received.some((mail) => survivors.has(senderOf(mail)))).toBe(true);
    // Each mail taken over was sent once by the survivors.
    const mailsTakenOver = new Set(mailIds.filter((id) => takenOver.includes(id)));
    const survivorCopies = tally(
      smtp.received.filter((mail) => survivors.has(senderOf(mail))).map(eventIdOf),
    );
    expect(mailsTakenOver.size).toBeGreaterThan(0);
    for (const eventId of mailsTakenOver) expect(survivorCopies.get(eventId)).toBe(1);
  }, 200_000);
});
