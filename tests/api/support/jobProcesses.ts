import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, wrapPostgres } from '../../../src/server/db/client';
import type { ReceivedMail } from './smtp';

/** Server processes name their database connections so, one name each. */
export const processName = (index: number) => `jobs-p${index + 1}`;

export function databaseUrlOf(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

/** Checks every 50 ms until `check` holds; fails after timeoutMs. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many connections of each process wait for a lock now. */
async function blockedPerProcess(raw: pg.Pool): Promise<Map<string, number>> {
  const result = await raw.query<{ name: string; blocked: number }>(
    `select application_name as name, count(*)::int as blocked from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
        and application_name like 'jobs-p%'
      group by application_name`,
  );
  return new Map(result.rows.map((row) => [row.name, row.blocked]));
}

/**
 * Holds the jobs of every process at their first statement on bookings, items or the outbox
 * while `work` writes (in this transaction) and until each of `processes` has `jobsEach` jobs
 * waiting; then lets all of them go at the same moment, so that they race for the same work.
 */
export async function withJobsHeld<T>(
  url: string,
  raw: pg.Pool,
  held: { processes: string[]; jobsEach: number },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const gate = wrapPostgres(new pg.Pool({ connectionString: url, max: 1 }));
  try {
    return await gate.db.transaction(async (tx) => {
      await tx.execute(sql`lock table bookings, items, outbox_events in access exclusive mode`);
      const value = await work(tx);
      await waitFor(
        `${held.jobsEach} jobs of each process waiting`,
        async () => {
          const blocked = await blockedPerProcess(raw);
          return held.processes.every((name) => (blocked.get(name) ?? 0) >= held.jobsEach);
        },
        30_000,
      );
      return value;
    });
  } finally {
    await gate.close();
  }
}

export interface Progress {
  undelivered: number;
  openBookings: number;
  unreadDigests: number;
}

export async function progress(raw: pg.Pool): Promise<Progress> {
  const result = await raw.query<Progress>(
    `select
      (select count(*)::int from outbox_events where delivered_at is null) as undelivered,
      (select count(*)::int from bookings where status in ('pending', 'confirmed'))
        as "openBookings",
      (select count(*)::int from notifications where kind = 'messages_unread')
        as "unreadDigests"`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('a one-row query answered nothing');
  return row;
}

/** Waits until every booking has moved on, the digests are written and the outbox is empty. */
export async function allDone(raw: pg.Pool, unreadDigests: number, timeoutMs: number) {
  let last: Progress | undefined;
  try {
    await waitFor(
      'every due piece of work done',
      async () => {
        last = await progress(raw);
        return (
          last.undelivered === 0 && last.openBookings === 0 && last.unreadDigests >= unreadDigests
        );
      },
      timeoutMs,
    );
  } catch (error) {
    const failing = await raw.query(
      'select type, attempts, last_error from outbox_events where last_error is not null limit 5',
    );
    const sessions = await raw.query(
      `select application_name, state, wait_event_type, left(query, 120) as query
        from pg_stat_activity where application_name like 'jobs-p%' and state <> 'idle'`,
    );
    throw new Error(
      `${String(error)}; last seen ${JSON.stringify(last)}; ${JSON.stringify(failing.rows)}; ${JSON.stringify(sessions.rows)}`,
    );
  }
}

/** The outbox event a received mail was sent for, from its Message-ID `<event id@host>`. */
export function eventIdOf(mail: ReceivedMail): string {
  const match = /^<([0-9a-f-]{36})@/.exec(mail.parsed.messageId ?? '');
  if (!match?.[1])
    throw new Error(`a mail without an event's Message-ID: ${mail.parsed.messageId}`);
  return match[1];
}

export function senderOf(mail: ReceivedMail): string {
  return mail.parsed.from?.value[0]?.address ?? '';
}

export async function mailEventIds(raw: pg.Pool): Promise<string[]> {
  const result = await raw.query<{ id: string }>(
    `select id from outbox_events where type = 'mail.send'`,
  );
  return result.rows.map((row) => row.id);
}

/** How often each value occurs. */
export function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}
