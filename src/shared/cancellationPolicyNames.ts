import type { MessageId } from './i18n/messageIds';

/**
 * The cancellation policies by name, apart from their refund rules so that the item forms can
 * offer them without loading the money arithmetic.
 */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'flexible';

export function isCancellationPolicy(value: string): value is CancellationPolicy {
  return (CANCELLATION_POLICIES as readonly string[]).includes(value);
}

/** Each policy's name, as the item forms and pages show it. */
export const CANCELLATION_POLICY_NAME_IDS = {
  flexible: 'terms.policy.flexible',
  moderate: 'terms.policy.moderate',
  strict: 'terms.policy.strict',
} as const satisfies Record<CancellationPolicy, MessageId>;

/** Each policy's refund rule in a sentence, beside its name. */
export const CANCELLATION_POLICY_RULE_IDS = {
  flexible: 'terms.policyRule.flexible',
  moderate: 'terms.policyRule.moderate',
  strict: 'terms.policyRule.strict',
} as const satisfies Record<CancellationPolicy, MessageId>;
