import { and, desc, eq, isNull } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE, spokenLocale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { type EmailRow, emails, users } from '../db/schema';
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

    /** The language an account reads; the source language for mail to no account. */
    async localeOf(userId: string | null): Promise<Locale> {
      if (!userId) return SOURCE_LOCALE;
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return spokenLocale(row?.locale ?? SOURCE_LOCALE);
    },

    /**
     * Records the email of an event unless it already is; returns the recorded one either way,
     * or undefined when its account is deleted: the deletion forgot the account's queued mail,
     * and one it had already handed out must not come back. The account's row is locked against
     * a deletion, so a deletion either committed before or waits, and then removes this record.
     */
    recordOnce(email: NewEmail): Promise<EmailRow | undefined> {
      const { rendered, userId } = email;
      return db.transaction(async (tx) => {
        if (userId) {
          const [owner] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), isNull(users.deletedAt)))
            .for('key share');
          if (!owner) return undefined;
        }
        await tx
          .insert(emails)
          .values({
            outboxEventId: email.outboxEventId,
            to: rendered.to,
            userId,
            template: email.template,
            subject: rendered.subject,
            html: rendered.html,
            text: rendered.text,
            unsubscribeUrl: rendered.unsubscribeUrl ?? null,
          })
          .onConflictDoNothing({ target: emails.outboxEventId });
        const [recorded] = await tx
          .select()
          .from(emails)
          .where(eq(emails.outboxEventId, email.outboxEventId));
        if (!recorded) throw new Error('the email was neither recorded nor found');
        return recorded;
      });
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

    /** The newest emails to one address first, for a person reading their own mail. */
    listNewestTo(address: string, limit: number): Promise<EmailRow[]> {
      return db
        .select()
        .from(emails)
        .where(eq(emails.to, address))
        .orderBy(desc(emails.createdAt), desc(emails.id))
        .limit(limit);
    },

    async byId(id: string): Promise<EmailRow | undefined> {
      return (await db.select().from(emails).where(eq(emails.id, id)))[0];
    },
  };
}

export type EmailsRepo = ReturnType<typeof createEmailsRepo>;
