import { i18nFor } from '../../../shared/i18n/allCatalogs';
import { RENTAL_GRAPH } from '../../../shared/lifecycle/graph';
import type { Db } from '../../db/client';
import type { OutboxEventRow } from '../../db/schema';
import { queueMail } from '../../mail/queue';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { createReceiptsRepo } from './repo';
import { readReceipt, receiptMail } from './service';

/** The lifecycle events of the transitions that take a payment. */
export const CAPTURE_EVENTS = [
  ...new Set(
    RENTAL_GRAPH.filter((transition) => transition.effects.capturesPayment).map(
      (transition) => transition.effects.event,
    ),
  ),
];

/**
 * Mails the renter a receipt when their payment is taken. The capture's own outbox event, which
 * commits with the payment, brings it here; the receipt's email is queued in one transaction
 * with the payment's mark, so a redelivered event finds the mark and mails nothing.
 */
export function createReceiptMail(deps: {
  db: Db;
  now: () => Date;
  outbox: Pick<OutboxDispatcher, 'deliverPromptly'>;
}) {
  return async function onCapture(event: OutboxEventRow): Promise<void> {
    const { bookingId } = event;
    if (!bookingId) return;
    const mailIds = await deps.db.transaction(async (tx) => {
      const read = await readReceipt(tx, bookingId, () => 'renter');
      if (typeof read === 'string') return [];
      const repo = createReceiptsRepo(tx);
      const recipient = await repo.recipientOf(read.renter.id);
      if (!recipient || !(await repo.claimReceiptMail(bookingId, deps.now()))) return [];
      return queueMail(tx, [
        {
          template: 'receipt',
          to: recipient.email,
          userId: read.renter.id,
          // Its amounts and dates are written out now, in the language the renter reads.
          data: receiptMail(read.receipt, read.renter.firstName, i18nFor(recipient.locale)),
        },
      ]);
    });
    await deps.outbox.deliverPromptly(mailIds);
  };
}
