import fastifySse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { CACHE_CHANNEL, type ItemChange, parseCacheChange } from './cacheChannel';
import { createLiveHub, type Listen } from './hub';
import { createLiveRepo } from './repo';
import { REVOKED_CHANNEL, revocationHandlers } from './revocations';
import { liveRoutes } from './routes';
import { liveSessionsIn, watchSessions } from './sessionWatch';

export interface LiveOptions {
  /** Comment lines sent this often keep proxies and the idle timeout from closing a stream. */
  heartbeatMs?: number;
  /** Bytes a client may leave unread before its stream is closed (it reconnects and catches up). */
  maxBufferedBytes?: number;
  /** How long live events are kept for reconnecting tabs. */
  retentionMs?: number;
}

export interface LivePluginOptions extends LiveOptions {
  db: Db;
  listen?: Listen;
  /** Drops this process's cached pages that the change makes stale. */
  dropItemCaches(change: ItemChange): void;
  /** Drops every cached item page, result page and total of this process. */
  dropAllItemCaches(): void;
}

const HOUR_MS = 60 * 60 * 1000;
/** Shorter than the server's 30 s idle timeout, which a heartbeat resets. */
const HEARTBEAT_MS = 25_000;
const MAX_BUFFERED_BYTES = 256 * 1024;
const RETENTION_MS = 24 * HOUR_MS;
const PRUNE_EVERY_MS = HOUR_MS;
/** Longer than any transaction that publishes runs: see LiveRepo.since. */
const COMMIT_OVERLAP_MS = 60_000;
/** Far more tabs than a person uses; a client that opens streams in a loop holds no more. */
const MAX_STREAMS_PER_USER = 20;

/**
 * Live updates: the event stream under /api, one LISTEN per process on the live channel, the
 * cache channel and the revoked channel, and the pruning of old events. Streams end before the server closes, or
 * closing would wait for them for ever.
 */
export async function registerLive(app: FastifyInstance, options: LivePluginOptions) {
  const repo = createLiveRepo(options.db);
  const hub = createLiveHub({
    repo,
    listen: options.listen,
    log: app.log,
    overlapMs: COMMIT_OVERLAP_MS,
    maxStreamsPerUser: MAX_STREAMS_PER_USER,
  });
  await hub.start();
  const unlistenCaches = await options.listen?.(CACHE_CHANNEL, {
    onPayload: (payload) => options.dropItemCaches(parseCacheChange(payload)),
    // Announcements were lost while the connection was down: drop everything once.
    onResubscribed: () => options.dropAllItemCaches(),
  });

  const liveSessions = liveSessionsIn(options.db);
  const unlistenRevocations = await options.listen?.(
    REVOKED_CHANNEL,
    revocationHandlers({
      streams: hub.streams,
      liveSessions,
      onCheckFailed: (error) =>
        app.log.error({ err: error }, 'the sessions of live streams could not be checked'),
    }),
  );

  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  // Checked as often as heartbeats go out: an expired session's stream outlives it by one interval.
  const stopSessionWatch = watchSessions({
    streams: hub.streams,
    liveSessions,
    everyMs: heartbeatMs,
    log: app.log,
  });

  const retentionMs = options.retentionMs ?? RETENTION_MS;
  const pruneTimer = setInterval(() => {
    repo
      .pruneBefore(new Date(Date.now() - retentionMs))
      .catch((error: unknown) => app.log.error({ err: error }, 'live event prune failed'));
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });
  await app.register(liveRoutes, {
    prefix: '/api',
    hub,
    limits: { maxBufferedBytes: options.maxBufferedBytes ?? MAX_BUFFERED_BYTES },
  });

  app.addHook('preClose', async () => {
    clearInterval(pruneTimer);
    stopSessionWatch();
    await hub.stop();
    await unlistenCaches?.();
    await unlistenRevocations?.();
  });
  return { hub, repo };
}
