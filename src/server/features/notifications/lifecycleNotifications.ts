import {
  categoryOf,
  LIFECYCLE_NOTIFICATIONS,
  type NotificationKind,
  REFUND_NOTIFICATION,
  type RentalParty,
} from '../../../shared/notifications';
import { type RentalFacts, rentalNotificationText } from '../../../shared/notificationTexts';
import type { Db } from '../../db/client';
import type { OutboxEventRow } from '../../db/schema';
import type { Notify } from './notifier';
import { capturedAmount, refundedAmount, rentalSubject } from './rentalFacts';
import type { NotificationDraft } from './repo';

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
}

interface RentalDrafting {
  kind: NotificationKind;
  to: readonly RentalParty[];
  facts: RentalFacts;
  parties: Record<RentalParty, string>;
  bookingId: string;
  dedupeKey: string;
}

export function rentalDrafts(drafting: RentalDrafting): NotificationDraft[] {
  return drafting.to.map((party) => ({
    userId: drafting.parties[party],
    kind: drafting.kind,
    category: categoryOf(drafting.kind),
    bookingId: drafting.bookingId,
    dedupeKey: drafting.dedupeKey,
    ...rentalNotificationText(drafting.kind, party, drafting.facts),
  }));
}

/**
 * Tells the people of a rental what a lifecycle event means for them, and of the money a
 * transition sends back. The event's id keys each notification, so a redelivered event
 * notifies nobody twice.
 */
export function createLifecycleNotifications(notify: Notify) {
  async function draftsFor(tx: Db, event: OutboxEventRow): Promise<NotificationDraft[]> {
    if (!event.bookingId) return [];
    const subject = await rentalSubject(tx, event.bookingId);
    if (!subject) return [];
    const { booking, facts } = subject;
    const common = {
      parties: { renter: booking.renterId, owner: booking.ownerId },
      bookingId: booking.id,
    };
    const drafts: NotificationDraft[] = [];
    const notice = LIFECYCLE_NOTIFICATIONS[event.type];
    if (notice) {
      const amountCents =
        notice.kind === 'booking_paid' ? await capturedAmount(tx, booking.id) : undefined;
      drafts.push(
        ...rentalDrafts({
          ...notice,
          ...common,
          facts: { ...facts, amountCents },
          dedupeKey: event.id,
        }),
      );
    }
    const refunded = stringsOf(event.payload.refundPaymentIds);
    if (refunded.length > 0) {
      const amountCents = await refundedAmount(tx, refunded);
      drafts.push(
        ...rentalDrafts({
          ...REFUND_NOTIFICATION,
          ...common,
          facts: { ...facts, amountCents },
          dedupeKey: `${event.id}:refund`,
        }),
      );
    }
    return drafts;
  }

  return async function onLifecycleEvent(event: OutboxEventRow): Promise<void> {
    await notify((tx) => draftsFor(tx, event));
  };
}
