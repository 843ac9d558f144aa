import type { CancellationPolicy } from './cancellationPolicyNames';
import { type BookingCharges, shareOf } from './fees';
import { asCents, type Cents } from './money';
import type { RentalStart } from './timeZones';
import { midnightIn } from './zonedMidnight';

export {
  CANCELLATION_POLICIES,
  type CancellationPolicy,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
} from './cancellationPolicyNames';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each policy as steps: cancelling at least `noticeMs` before the start gives back `percent`
 * of what was paid; the first step whose notice is met applies, and later than every step
 * gives back `otherwisePercent`.
 */
export const POLICY_STEPS: Record<
  CancellationPolicy,
  { noticeMs: number; percent: number; otherwisePercent: number }
> = {
  flexible: { noticeMs: DAY_MS, percent: 100, otherwisePercent: 0 },
  moderate: { noticeMs: 5 * DAY_MS, percent: 100, otherwisePercent: 50 },
  strict: { noticeMs: 7 * DAY_MS, percent: 50, otherwisePercent: 0 },
};

/**
 * When a rental starts, for the notice a cancellation gives: midnight of its first day where
 * the item is, the same instant for both parties wherever they are.
 */
export function rentalStartsAt(rental: RentalStart): Date {
  return midnightIn(rental.fromDate, rental.timeZone);
}

/** The percentage of what was paid a renter's cancellation of a confirmed rental gives back. */
export function refundPercent(
  policy: CancellationPolicy,
  rental: RentalStart,
  cancelledAt: Date,
): number {
  const step = POLICY_STEPS[policy];
  const notice = rentalStartsAt(rental).getTime() - cancelledAt.getTime();
  return notice >= step.noticeMs ? step.percent : step.otherwisePercent;
}

/** What one cancellation gives back, part by part, in cents. */
export interface RefundBreakdown {
  percent: number;
  rentalCents: Cents;
  serviceFeeCents: Cents;
  totalCents: Cents;
}

/**
 * The renter's refund when a rental is cancelled. Only a renter cancelling a rental the owner
 * has confirmed is held to the item's policy (`appliesPolicy`, as the lifecycle graph says); a
 * request not yet confirmed, a cancellation by the owner, an administrator or the marketplace
 * gives everything back. The service fee goes
 * back by the same percentage as the rental; each part rounds half a cent up for the renter.
 * Nothing paid, nothing given back.
 */
export function cancellationRefund(
  charges: Pick<BookingCharges, 'rentalCents' | 'serviceFeeCents'>,
  policy: CancellationPolicy,
  rental: RentalStart,
  cancelledAt: Date,
  appliesPolicy: boolean,
): RefundBreakdown {
  const percent = appliesPolicy ? refundPercent(policy, rental, cancelledAt) : 100;
  const rentalCents = shareOf(charges.rentalCents, percent * 100);
  const serviceFeeCents = shareOf(charges.serviceFeeCents, percent * 100);
  return {
    percent,
    rentalCents,
    serviceFeeCents,
    totalCents: asCents(rentalCents + serviceFeeCents),
  };
}
