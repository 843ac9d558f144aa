import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { currentUserId } from '../../plugins/auth';

/** Whose mail a signed-in caller may read in the local mailbox. */
export type MailboxReader = { kind: 'all' } | { kind: 'own'; address: string };

/**
 * Administrators read all mail; on the demo anyone else reads the mail to their own account's
 * address; elsewhere no one else reads any (null).
 */
export async function mailboxReaderOf(
  db: Db,
  request: FastifyRequest,
  ownMailForEveryone: boolean,
): Promise<MailboxReader | null> {
  if (request.userRole === 'admin') return { kind: 'all' };
  if (!ownMailForEveryone) return null;
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, currentUserId(request)), isNull(users.deletedAt)));
  if (!user) throw unauthorized('auth.required');
  return { kind: 'own', address: user.email };
}
