import type { Db } from '../../db/client';
import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { CAPTURE_EVENTS, createReceiptMail } from './mail';
import { createReceiptsService } from './service';

export { receiptsRoutes } from './routes';
export type { ReceiptsService } from './service';

/** Receipts: the API's service, and the receipt emailed to the renter when a payment is taken. */
export function createReceipts(deps: { db: Db; now: () => Date; outbox: OutboxDispatcher }) {
  deps.outbox.on(CAPTURE_EVENTS, createReceiptMail(deps));
  return createReceiptsService(deps.db);
}
