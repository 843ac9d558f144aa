import { chargedCents } from '../../../shared/fees';
import type { Cents } from '../../../shared/money';
import type { BookingRecord } from '../lifecycle';

/** What the renter's card is charged for a booking: the rental and the service fee. */
export function amountToCharge(
  booking: Pick<BookingRecord, 'totalCents' | 'serviceFeeCents'>,
): Cents {
  return chargedCents({
    rentalCents: booking.totalCents,
    serviceFeeCents: booking.serviceFeeCents,
  });
}
