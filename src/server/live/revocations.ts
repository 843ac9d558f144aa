import type { ChannelHandlers } from '../db/client';
import type { LiveSubscriber } from './hub';
import { closeStreamsOfEndedSessions, type LiveSessions } from './sessionWatch';

/**
 * The PostgreSQL channel on which a trigger names each session that ends (signed out, revoked by
 * a password change, reset or suspension, deleted with its account), on commit, to every process.
 */
export const REVOKED_CHANNEL = 'lendwell_revoked';

export interface RevocationOptions {
  streams(): LiveSubscriber[];
  liveSessions: LiveSessions;
  onCheckFailed(error: unknown): void;
}

/**
 * Ends this process's streams of a session the moment it ends anywhere, rather than at the next
 * session check. Notices sent while the listening connection was down are lost: then every open
 * stream's session is checked once.
 */
export function revocationHandlers(options: RevocationOptions): ChannelHandlers {
  return {
    onPayload(tokenHash) {
      for (const stream of options.streams()) {
        if (stream.sessionTokenHash === tokenHash) stream.close();
      }
    },
    onResubscribed() {
      closeStreamsOfEndedSessions(options.streams(), options.liveSessions).catch(
        options.onCheckFailed,
      );
    },
  };
}
