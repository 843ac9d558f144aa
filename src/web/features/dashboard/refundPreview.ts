import { bookingMoneyTexts } from '../../../shared/bookingMoneyTexts';
import { moneyTexts } from '../../../shared/moneyTexts';
import type { CancellationPreview } from '../../../shared/schemas/bookings';
import { formatCurrency } from '../../lib/format';

/** Who would cancel: the renter gets the refund, the owner gives it. */
export type Canceller = 'renter' | 'owner';

export interface RefundPreviewText {
  /** "You will get back $X", or the owner's "The renter will get back $X". */
  headline: string;
  /** The rule behind the amount: the item's policy, or why everything comes back. */
  rule?: string;
}

/** What the cancel dialog says before the person confirms. */
export function refundPreviewText(
  preview: CancellationPreview,
  canceller: Canceller,
): RefundPreviewText {
  if (preview.paid === 0) return { headline: bookingMoneyTexts.nothingPaid };
  const amount = formatCurrency(preview.refund);
  if (canceller === 'owner') {
    return {
      headline: bookingMoneyTexts.ownerRefundPreview(amount),
      rule: bookingMoneyTexts.ownerRefundNote,
    };
  }
  return {
    headline: moneyTexts.refundPreview(amount),
    rule: preview.policy_applies
      ? bookingMoneyTexts.policyRule(
          moneyTexts.policyNames[preview.policy],
          moneyTexts.policyRules[preview.policy],
        )
      : bookingMoneyTexts.notYetConfirmed,
  };
}
