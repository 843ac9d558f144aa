import { ADMIN_PAGE_SIZE } from '../../../shared/admin';
import type {
  AdminDeadLetter,
  AdminDeadLetterList,
  AdminDeadLettersQuery,
} from '../../../shared/schemas/deadLetters';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { MAIL_EVENT } from '../../mail/queue';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { writeAuditEntry } from '../admin';
import { createDeadLettersRepo, type DeadLetterRow } from './repo';

export interface DeadLettersDeps {
  db: Db;
  now: () => Date;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
}

function stateOf(event: DeadLetterRow['event']): AdminDeadLetter['state'] {
  if (event.discardedAt) return 'discarded';
  if (event.deadAt) return 'dead';
  return event.deliveredAt ? 'delivered' : 'due';
}

function recipientOf(event: DeadLetterRow['event']): string | null {
  const to = event.payload.to;
  return event.type === MAIL_EVENT && typeof to === 'string' ? to : null;
}

export function toAdminDeadLetter(row: DeadLetterRow): AdminDeadLetter {
  const { event } = row;
  return {
    id: event.id,
    type: event.type,
    booking:
      event.bookingId === null
        ? null
        : {
            id: event.bookingId,
            label: row.itemTitle ? `${row.itemTitle}, ${row.fromDate}` : event.bookingId,
          },
    recipient: recipientOf(event),
    attempts: event.attempts,
    lastError: event.lastError,
    state: stateOf(event),
    deadAt: event.deadAt?.toISOString() ?? null,
    createdAt: event.createdAt.toISOString(),
  };
}

/**
 * The console's dead letters: listed, retried (due again at once, attempts counted afresh) or
 * discarded (closed, never tried again). Each action is one transaction with its audit entry.
 */
export function createDeadLetters(deps: DeadLettersDeps) {
  const { db, now } = deps;
  const repo = createDeadLettersRepo(db);

  async function present(id: string): Promise<AdminDeadLetter> {
    const row = await repo.find(id);
    if (!row) throw notFound('deadLetters.notFound');
    return toAdminDeadLetter(row);
  }

  /** Locks a dead letter, or refuses: unknown (404) or no longer dead (409). */
  async function lockDead(tx: Db, id: string) {
    const event = await createDeadLettersRepo(tx).lock(id);
    if (!event) throw notFound('deadLetters.notFound');
    if (!event.deadAt || event.discardedAt)
      throw conflict('deadLetters.notDead', 'NOT_A_DEAD_LETTER');
    return event;
  }

  return {
    async list(query: AdminDeadLettersQuery): Promise<AdminDeadLetterList> {
      const { rows, total } = await repo.page(ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE);
      return {
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
        total,
        deadLetters: rows.map(toAdminDeadLetter),
      };
    },

    /** Puts it back in the queue and tries it at once; a failure counts from one again. */
    async retry(adminId: string, id: string, note: string): Promise<AdminDeadLetter> {
      await db.transaction(async (tx) => {
        await lockDead(tx, id);
        await createDeadLettersRepo(tx).retry(id, now());
        await writeAuditEntry(tx, {
          adminId,
          action: 'outbox.retry',
          targetType: 'outbox_event',
          targetId: id,
          reason: note,
        });
      });
      await deps.outbox.deliverPromptly([id]);
      return present(id);
    },

    async discard(adminId: string, id: string, note: string): Promise<AdminDeadLetter> {
      await db.transaction(async (tx) => {
        await lockDead(tx, id);
        await createDeadLettersRepo(tx).discard(id, now());
        await writeAuditEntry(tx, {
          adminId,
          action: 'outbox.discard',
          targetType: 'outbox_event',
          targetId: id,
          reason: note,
        });
      });
      return present(id);
    },
  };
}

export type DeadLetters = ReturnType<typeof createDeadLetters>;
