import { bookingMoneyTexts } from '../../../shared/bookingMoneyTexts';
import { moneyTexts } from '../../../shared/moneyTexts';
import type { Booking } from '../../../shared/schemas/bookings';

/** Whose side of a booking's money a screen shows. */
export type MoneyViewer = 'renter' | 'owner';

export interface ChargeLine {
  label: string;
  /** Dollars; a line taken off is negative. */
  amount: number;
  /** The line the others add up to. */
  total?: true;
}

/**
 * A booking's money as one party sees it: the renter what their card is charged (and the
 * deposit held beside it), the owner what the rental pays them after the commission. Once
 * anything went back to the renter, both see how much.
 */
export function chargeLines(
  booking: Pick<Booking, 'charges' | 'refunded'>,
  viewer: MoneyViewer,
): ChargeLine[] {
  const { charges } = booking;
  const lines: ChargeLine[] =
    viewer === 'renter'
      ? [
          { label: moneyTexts.rentalPrice, amount: charges.rental },
          { label: moneyTexts.serviceFee, amount: charges.service_fee },
          { label: moneyTexts.totalCharged, amount: charges.total_charged, total: true },
        ]
      : [
          { label: moneyTexts.rentalPrice, amount: charges.rental },
          { label: moneyTexts.commission, amount: -charges.commission },
          { label: moneyTexts.yourPayout, amount: charges.owner_payout, total: true },
        ];
  if (viewer === 'renter' && charges.deposit > 0) {
    lines.push({ label: moneyTexts.depositHeld, amount: charges.deposit });
  }
  if (booking.refunded > 0) {
    lines.push({ label: bookingMoneyTexts.refunded, amount: booking.refunded });
  }
  return lines;
}
