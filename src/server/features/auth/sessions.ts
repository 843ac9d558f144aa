import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, isNotNull, isNull, or } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '../../../shared/constants';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only a digest of the token is stored, so a leaked database holds no usable session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A live session and what its holder may do, read in one statement per request. */
export interface SessionHolder {
  userId: string;
  role: Role;
  tokenHash: string;
  /** Whether the holder accepted the platform disclaimer, which listing and renting need. */
  disclaimerAccepted: boolean;
}

export interface SessionService {
  create(userId: string): Promise<string>;
  lookup(token: string): Promise<SessionHolder | null>;
  /** The suspension's reason when the token names a session a suspension ended. */
  suspensionOf(token: string): Promise<string | null>;
  revoke(tokenHash: string): Promise<void>;
}

export function createSessionService(
  db: Db,
  options: { ttlMs?: number; now?: () => Date } = {},
): SessionService {
  const ttlMs = options.ttlMs ?? SESSION_TTL_DAYS * DAY_MS;
  const now = options.now ?? (() => new Date());

  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + ttlMs),
      });
      return token;
    },

    async lookup(token) {
      const tokenHash = hashToken(token);
      const [session] = await db
        .select({
          userId: sessions.userId,
          role: users.role,
          disclaimerAcceptedAt: users.disclaimerAcceptedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
            // A suspension revokes every session; this also refuses one opened in a race with it.
            isNull(users.suspendedAt),
          ),
        )
        .limit(1);
      if (!session) return null;
      const { disclaimerAcceptedAt, ...holder } = session;
      return { ...holder, tokenHash, disclaimerAccepted: disclaimerAcceptedAt !== null };
    },

    async suspensionOf(token) {
      const [row] = await db
        .select({ reason: users.suspensionReason })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            gt(sessions.expiresAt, now()),
            isNotNull(users.suspendedAt),
            // Open when the suspension came, not signed out before it.
            or(isNull(sessions.revokedAt), gte(sessions.revokedAt, users.suspendedAt)),
          ),
        )
        .limit(1);
      return row?.reason ?? null;
    },

    async revoke(tokenHash) {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
