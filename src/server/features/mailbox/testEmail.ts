import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';
import { queueMail } from '../../mail/queue';
import type { OutboxDispatcher } from '../../outbox/dispatcher';

/**
 * Queues the mailbox page's test email to the signed-in person's own address, never to one a
 * caller names: a development server with SMTP_URL set must not mail strangers on request.
 */
export async function sendTestEmail(
  deps: { db: Db; outbox: Pick<OutboxDispatcher, 'deliverPromptly'> },
  userId: string,
): Promise<{ to: string }> {
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw unauthorized('auth.required');
  const ids = await deps.db.transaction((tx) =>
    queueMail(tx, [
      { template: 'mailboxTest', to: user.email, userId, data: { firstName: user.firstName } },
    ]),
  );
  await deps.outbox.deliverPromptly(ids);
  return { to: user.email };
}
