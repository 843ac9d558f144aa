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
