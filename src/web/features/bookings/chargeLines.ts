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
 * called off holds no deposit and pays the owner nothing, so those lines go; once anything went
 * back to the renter, both see how much.
 */
export function chargeLines(
  booking: Pick<Booking, 'charges' | 'refunded' | 'status'>,
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
  if (booking.refunded > 0) {
    const label = viewer === 'renter' ? 'money.refunded' : 'money.refundedToRenter';
    lines.push({ label, amount: booking.refunded });
  }
  return lines;
}
