import {
  bookingCharges,
  chargedCents,
  type FeeSettings,
  percentToBasisPoints,
} from '../../../shared/fees';
import { toCents } from '../../../shared/money';
import type { BookingQuote } from '../../../shared/pricing';
import type { BookingBounds } from '../../../shared/rentalRules';
import type { FeeSettingsResponse } from '../../../shared/schemas/fees';

/** The marketplace's bounds on every request's dates, as GET /api/fees tells them. */
export function bookingBoundsFrom(response: FeeSettingsResponse): BookingBounds {
  return {
    maxAdvanceDays: response.booking_bounds.max_advance_days,
    maxRentalDays: response.booking_bounds.max_rental_days,
  };
}

/** The fees as GET /api/fees gives them (percentages and dollars), as the shared rules take them. */
export function feeSettingsFrom(
  response: Pick<FeeSettingsResponse, 'renter_service_fee' | 'owner_commission'>,
): FeeSettings {
  const rule = ({ percent, minimum }: FeeSettingsResponse['renter_service_fee']) => ({
    basisPoints: percentToBasisPoints(percent),
    minimumCents: toCents(minimum),
  });
  return {
    renterServiceFee: rule(response.renter_service_fee),
    ownerCommission: rule(response.owner_commission),
  };
}

/** What requesting these dates would charge, as the server will fix it on the booking. */
export function quotedCharges(quote: BookingQuote, depositDollars: number, settings: FeeSettings) {
  const charges = bookingCharges(quote.totalCents, toCents(depositDollars), settings);
  return { ...charges, chargedCents: chargedCents(charges) };
}
