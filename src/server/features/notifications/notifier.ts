import { i18nFor } from '../../../shared/i18n/allCatalogs';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { publishLive } from '../../live/publish';
import { queueMail } from '../../mail/queue';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { createNotificationsRepo, type NotificationDraft, type WrittenDraft } from './repo';

export const unsubscribePath = (token: string, category: string) =>
  `/unsubscribe/${encodeURIComponent(token)}/${category}`;

/**
 * Writes notifications, each in its recipient's language, with everything that follows from
 * them in one transaction: the row,
 * the live event to the person's open tabs and, where their settings say so, the email's outbox
 * event. A draft already written (the same event handled again) is skipped, with its email.
 * Returns how many were new and the emails' outbox ids, to deliver once the transaction commits.
 */
export async function notifyInTransaction(
  tx: Db,
  drafts: NotificationDraft[],
): Promise<{ written: number; mailIds: string[] }> {
  const repo = createNotificationsRepo(tx);
  const locales = await repo.localesOf([...new Set(drafts.map((draft) => draft.userId))]);
  const worded: WrittenDraft[] = drafts.map(({ words, ...draft }) => ({
    ...draft,
    ...words(i18nFor(locales.get(draft.userId) ?? SOURCE_LOCALE)),
  }));
  const written = await repo.insertNew(worded);
  const mailIds: string[] = [];
  for (const row of written) {
    await publishLive(tx, [row.userId], 'notification.created', {
      notificationId: row.id,
      kind: row.kind,
      unreadCount: await repo.unreadCount(row.userId),
    });
    mailIds.push(...(await queueEmail(tx, row, worded)));
  }
  return { written: written.length, mailIds };
}

async function queueEmail(tx: Db, row: NotificationRow, drafts: WrittenDraft[]) {
  const draft = drafts.find(
    (candidate) => candidate.userId === row.userId && candidate.dedupeKey === row.dedupeKey,
  );
  const [recipient] = await createNotificationsRepo(tx).emailRecipients([row.userId], row.category);
  if (!draft || !recipient) return [];
  return queueMail(tx, [
    {
      template: 'notification',
      to: recipient.email,
      userId: row.userId,
      data: {
        subject: row.title,
        heading: row.title,
        lines: draft.emailLines ?? [row.body],
        action: { label: draft.actionLabel, path: row.linkPath },
        category: row.category,
        unsubscribePath: unsubscribePath(recipient.unsubscribeToken, row.category),
      },
    },
  ]);
}

export interface NotifierDeps {
  db: Db;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
}

/**
 * Runs `build` and notifies what it returns in one transaction, then sends the emails; returns
 * how many notifications were new.
 */
export function createNotifier({ db, outbox }: NotifierDeps) {
  return async function notify(build: (tx: Db) => Promise<NotificationDraft[]>): Promise<number> {
    const { written, mailIds } = await db.transaction(async (tx) =>
      notifyInTransaction(tx, await build(tx)),
    );
    await outbox.deliverPromptly(mailIds);
    return written;
  };
}

export type Notify = ReturnType<typeof createNotifier>;
