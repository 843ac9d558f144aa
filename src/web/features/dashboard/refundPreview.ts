import {
  CANCELLATION_POLICY_RULE_IDS,
  type CancellationPolicy,
} from '../../../shared/cancellationPolicyNames';
import type { CancellationPreview } from '../../../shared/schemas/bookings';
import { formatCurrency } from '../../lib/format';
import { i18n } from '../../lib/i18n';

/** Who would cancel: the renter gets the refund, the owner gives it. */
export type Canceller = 'renter' | 'owner';

export interface RefundPreviewText {
  /** "You will get back $X", or the owner's "The renter will get back $X". */
  headline: string;
  /** The rule behind the amount: the item's policy, or why everything comes back. */
  rule?: string;
}

/** "Moderate policy: Full refund up to 5 days before the start, 50% after." */
const policyRule = (policy: CancellationPolicy) =>
  i18n._('dashboard.refund.policy', {
    policy,
    rule: i18n._(CANCELLATION_POLICY_RULE_IDS[policy]),
  });

/** What the cancel dialog says before the person confirms. */
export function refundPreviewText(
  preview: CancellationPreview,
  canceller: Canceller,
): RefundPreviewText {
  if (preview.paid === 0) return { headline: i18n._('dashboard.refund.nothingPaid') };
  const amount = formatCurrency(preview.refund);
  if (canceller === 'owner') {
    return {
      headline: i18n._('dashboard.refund.owner', { amount }),
      rule: i18n._('dashboard.refund.ownerNote'),
    };
  }
  return {
    headline: i18n._('dashboard.refund.renter', { amount }),
    rule: preview.policy_applies
      ? policyRule(preview.policy)
      : i18n._('dashboard.refund.notYetConfirmed'),
  };
}
