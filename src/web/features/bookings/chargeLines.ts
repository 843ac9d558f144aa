import type { MessageId } from '../../../shared/i18n/messageIds';
import type { Booking } from '../../../shared/schemas/bookings';

/** Whose side of a booking's money a screen shows. */
export type MoneyViewer = 'renter' | 'owner';

export interface ChargeLine {
  label: MessageId;
  /** Dollars; a line taken off is negative. */
  amount: number;
  /** The line the others add up to. */
  total?: true;
}

/** A rental that will not take place: nothing is held for it and nothing is paid out. */
const CALLED_OFF = new Set<string>(['rejected', 'cancelled']);

/**
 * A booking's money as one party sees it: the renter what their card is charged (and the
 * deposit held beside it), the owner what the rental pays them after the commission. A rental
 * called off holds no deposit and pays no payout, so those lines go; once anything went back to
 * the renter, both see how much, and a cancelled paid rental also what its owner keeps.
 */
export function chargeLines(
  booking: Pick<Booking, 'charges' | 'refunded' | 'status' | 'owner_keeps'>,
  viewer: MoneyViewer,
): ChargeLine[] {
  const { charges } = booking;
  const calledOff = CALLED_OFF.has(booking.status);
  const lines: ChargeLine[] = [{ label: 'money.rentalPrice', amount: charges.rental }];
  if (viewer === 'renter') {
    lines.push(
      { label: 'money.serviceFee', amount: charges.service_fee },
      { label: 'money.totalCharged', amount: charges.total_charged, total: true },
    );
    if (charges.deposit > 0 && !calledOff) {
      lines.push({ label: 'money.depositHeld', amount: charges.deposit });
    }
  } else if (!calledOff) {
    lines.push(
      { label: 'money.commission', amount: -charges.commission },
      { label: 'money.yourPayout', amount: charges.owner_payout, total: true },
    );
  }
  // A cancelled, paid rental says what went back and what the owner keeps, even when nothing did.
  if (booking.refunded > 0 || booking.owner_keeps !== null) {
    const label = viewer === 'renter' ? 'money.refunded' : 'money.refundedToRenter';
    lines.push({ label, amount: booking.refunded });
  }
  if (booking.owner_keeps !== null) {
    lines.push(
      viewer === 'renter'
        ? { label: 'money.ownerKeeps', amount: booking.owner_keeps }
        : { label: 'money.youKeep', amount: booking.owner_keeps, total: true },
    );
  }
  return lines;
}
