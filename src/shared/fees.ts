import { asCents, type Cents } from './money';

/**
 * One fee: a share of the rental price in basis points (1000 = 10 %) with a floor in cents.
 * Zero basis points turns the fee off, floor included.
 */
export interface FeeRule {
  basisPoints: number;
  minimumCents: Cents;
}

/** The marketplace's take: what renters pay on top and what owners give up. */
export interface FeeSettings {
  renterServiceFee: FeeRule;
  ownerCommission: FeeRule;
}

export const DEFAULT_FEE_SETTINGS: FeeSettings = {
  renterServiceFee: { basisPoints: 1000, minimumCents: asCents(100) },
  ownerCommission: { basisPoints: 500, minimumCents: asCents(0) },
};

/** A percentage as people write it (7.5) in basis points (750), refusing more than 2 decimals. */
export function percentToBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`a fee percentage must be between 0 and 100, not ${percent}`);
  }
  if (Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`a fee percentage has at most two decimals, not ${percent}`);
  }
  return basisPoints;
}

/** A share of an amount in basis points, half a cent rounding up. */
export function shareOf(amount: Cents, basisPoints: number): Cents {
  return asCents(Math.floor((amount * basisPoints + 5_000) / 10_000));
}

/**
 * One fee on a rental price. Nothing on a free rental; otherwise the share, at least the
 * floor, and never more than the price itself (a commission cannot leave an owner owing).
 */
export function feeOn(price: Cents, rule: FeeRule): Cents {
  if (rule.basisPoints === 0 || price === 0) return asCents(0);
  return asCents(Math.min(price, Math.max(rule.minimumCents, shareOf(price, rule.basisPoints))));
}

/** What a booking costs and pays out, fixed when it is requested. */
export interface BookingCharges {
  /** Days × the item's price. */
  rentalCents: Cents;
  /** Paid by the renter on top of the rental. */
  serviceFeeCents: Cents;
  /** Kept from the owner's rental income. */
  commissionCents: Cents;
  /** Held on the renter's card, not charged unless a damage claim takes it. */
  depositCents: Cents;
}

export function bookingCharges(
  rentalCents: Cents,
  depositCents: Cents,
  settings: FeeSettings,
): BookingCharges {
  return {
    rentalCents,
    serviceFeeCents: feeOn(rentalCents, settings.renterServiceFee),
    commissionCents: feeOn(rentalCents, settings.ownerCommission),
    depositCents,
  };
}

/** What the renter's card is charged: the rental and the service fee (the deposit is a hold). */
export function chargedCents(charges: Pick<BookingCharges, 'rentalCents' | 'serviceFeeCents'>) {
  return asCents(charges.rentalCents + charges.serviceFeeCents);
}

/** What the owner earns from a rental that happens: the price less the commission. */
export function ownerPayoutCents(charges: Pick<BookingCharges, 'rentalCents' | 'commissionCents'>) {
  return asCents(charges.rentalCents - charges.commissionCents);
}
