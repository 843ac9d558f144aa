import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { ErrorLog } from '../errorLog';
import type { LiveSubscriber } from './hub';

/**
 * Which of these sessions are still live: not revoked, not expired, not deleted with their account,
 * not of a suspended account.
 */
export type LiveSessions = (tokenHashes: string[]) => Promise<Set<string>>;

export function liveSessionsIn(db: Db): LiveSessions {
  return async (tokenHashes) => {
    if (tokenHashes.length === 0) return new Set();
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.suspendedAt),
        ),
      );
    return new Set(rows.map((row) => row.tokenHash));
  };
}

/** Closes the streams whose session is no longer live, checked in one query. */
export async function closeStreamsOfEndedSessions(
  open: LiveSubscriber[],
  liveSessions: LiveSessions,
): Promise<void> {
  if (open.length === 0) return;
  const live = await liveSessions([...new Set(open.map((stream) => stream.sessionTokenHash))]);
  for (const stream of open) {
    if (!live.has(stream.sessionTokenHash)) stream.close();
  }
}

export interface SessionWatchOptions {
  streams(): LiveSubscriber[];
  liveSessions: LiveSessions;
  everyMs: number;
  log: ErrorLog;
}

/**
 * A stream is authenticated once, when it opens, yet may stay open for hours: every `everyMs`
 * the sessions of all open streams are checked in one query, and the streams of sessions that
 * ended (signed out, revoked by a password change or reset, expired, account deleted) are
 * closed. A revocation ends them at once through the revoked channel (revocations.ts); this
 * check still ends the streams of sessions that merely expired. Their tabs reconnect, are refused, and sign out. Returns what stops the watch.
 */
export function watchSessions(options: SessionWatchOptions): () => void {
  let checking = false;

  const timer = setInterval(() => {
    // A slow database must not pile checks up.
    if (checking) return;
    checking = true;
    closeStreamsOfEndedSessions(options.streams(), options.liveSessions)
      .catch((error: unknown) =>
        options.log.error({ err: error }, 'the sessions of live streams could not be checked'),
      )
      .finally(() => {
        checking = false;
      });
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
