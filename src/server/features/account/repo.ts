import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';

/** The account writes that only emailed links and the account page make; always in a transaction. */
export function createAccountRepo(tx: Db) {
  async function updateUser(
    id: string,
    changes: Partial<Pick<UserRow, 'passwordHash' | 'email' | 'emailVerifiedAt'>>,
  ): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error(`user ${id} of an account change does not exist`);
    return row;
  }

  return {
    /**
     * The account unless it is deleted, locked until the transaction ends: a deletion either
     * committed before (and a link of it opens nothing) or waits for this change to commit.
     */
    async lockLiveAccount(id: string): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .for('update');
      return row;
    },

    async emailTakenByOther(email: string, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
        .limit(1);
      return row !== undefined;
    },

    setPassword: (id: string, passwordHash: string) => updateUser(id, { passwordHash }),

    markVerified: (id: string, at: Date) => updateUser(id, { emailVerifiedAt: at }),

    /** A confirmed change: the new address was proved by following the link sent to it. */
    changeEmail: (id: string, email: string, at: Date) =>
      updateUser(id, { email, emailVerifiedAt: at }),

    /** Signs the person out everywhere, or everywhere but the session that asked. */
    async revokeSessions(
      userId: string,
      at: Date,
      keepTokenHash: string | null = null,
    ): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
          ),
        );
    },
  };
}
