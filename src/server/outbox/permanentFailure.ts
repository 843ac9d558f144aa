/**
 * Failures that trying again cannot fix: an SMTP server's 5xx refusal, a request the payment
 * provider refuses as invalid. Whoever raises one marks it, and the outbox makes its event a dead
 * letter at once instead of retrying it for hours. The error itself is kept, not wrapped, so
 * callers that look at it (a provider's error code) still see what they expect.
 */
const permanent = new WeakSet<object>();

/** Marks `error` as one that a later attempt would meet again; returns it for `throw`. */
export function markPermanent<T>(error: T): T {
  if (typeof error === 'object' && error !== null) permanent.add(error);
  return error;
}

/** Whether `error`, or an error it was caused by, was marked permanent. */
export function isPermanentFailure(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null; ) {
    if (permanent.has(current)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}
