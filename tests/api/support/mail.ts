import { eq } from 'drizzle-orm';
import type { App } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/client';
import { emails, outboxEvents } from '../../../src/server/db/schema';
import { type MailRequest, queueMail } from '../../../src/server/mail/queue';

/** A notification email to this address, as a notifications handler would queue it. */
export function notificationRequest(to: string, userId: string | null = null): MailRequest {
  return {
    template: 'notification',
    to,
    userId,
    data: {
      subject: 'New booking request for Cordless drill',
      heading: 'You have a new booking request',
      lines: ['Sam would like to rent your Cordless drill from 3 to 5 June.'],
      action: { label: 'View the request', path: '/dashboard' },
      category: 'booking_requests',
      unsubscribePath: '/unsubscribe/token-123/booking_requests',
    },
  };
}

/** Queues the mails in one committed transaction and delivers them as a change's effects are. */
export async function queueAndDeliver(app: App, db: Db, mails: MailRequest[]): Promise<string[]> {
  const ids = await db.transaction((tx) => queueMail(tx, mails));
  await app.services.outbox.deliverPromptly(ids);
  return ids;
}

/** The emails table's row of one outbox event. */
export async function emailOfEvent(db: Db, outboxEventId: string) {
  const [row] = await db.select().from(emails).where(eq(emails.outboxEventId, outboxEventId));
  return row;
}

/** An email the outbox gave up on (its server refused it for good), written straight in. */
export async function insertDeadLetter(db: Db, to: string, userId: string): Promise<string> {
  const [event] = await db
    .insert(outboxEvents)
    .values({
      type: 'mail.send',
      actorRole: 'system',
      payload: { ...notificationRequest(to, userId) },
      attempts: 1,
      lastError: '550 5.1.1 mailbox unavailable',
      deadAt: new Date(),
    })
    .returning({ id: outboxEvents.id });
  if (!event) throw new Error('the dead letter was not inserted');
  return event.id;
}
