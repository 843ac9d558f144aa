import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type EmailRow, emails } from '../db/schema';
import type { RenderedMail } from './render';

export interface NewEmail {
  outboxEventId: string;
  userId: string | null;
  template: string;
  rendered: RenderedMail;
}

/** The emails table: each outbox event's email, recorded once, and whether it has been sent. */
export function createEmailsRepo(db: Db) {
  const byEvent = async (outboxEventId: string) =>
    (await db.select().from(emails).where(eq(emails.outboxEventId, outboxEventId)))[0];

  return {
    byEvent,

    /**
     * Records the email of an event unless it already is; returns the recorded one either way.
     * An account deleted since the mail was queued leaves it without an owner, not unsent.
     */
    async recordOnce(email: NewEmail): Promise<EmailRow> {
      const { rendered } = email;
      const owner = email.userId ? sql`(select id from users where id = ${email.userId})` : null;
      await db
        .insert(emails)
        .values({
          outboxEventId: email.outboxEventId,
          to: rendered.to,
          userId: owner,
          template: email.template,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          unsubscribeUrl: rendered.unsubscribeUrl ?? null,
        })
        .onConflictDoNothing({ target: emails.outboxEventId });
      const recorded = await byEvent(email.outboxEventId);
      if (!recorded) throw new Error('the email was neither recorded nor found');
      return recorded;
    },

    /**
     * Marks the email sent; without `keepBody` its HTML and text are emptied, keeping the record
     * (address, subject, when) but not the words, reset links among them, once they have left.
     */
    async markSent(id: string, sentAt: Date, keepBody: boolean): Promise<void> {
      const forgotten = keepBody ? {} : { html: '', text: '' };
      await db
        .update(emails)
        .set({ sentAt, ...forgotten })
        .where(eq(emails.id, id));
    },

    /** The newest emails first, for the local mailbox. */
    listNewest(limit: number): Promise<EmailRow[]> {
      return db.select().from(emails).orderBy(desc(emails.createdAt), desc(emails.id)).limit(limit);
    },

    async byId(id: string): Promise<EmailRow | undefined> {
      return (await db.select().from(emails).where(eq(emails.id, id)))[0];
    },
  };
}

export type EmailsRepo = ReturnType<typeof createEmailsRepo>;
