export const FIRST_RETRY_DELAY_MS = 5_000;
export const LONGEST_RETRY_DELAY_MS = 60 * 60 * 1000;

/** How long after its nth failed attempt an event is tried again: doubling, up to an hour. */
export function retryDelayMs(failedAttempts: number): number {
  const doublings = Math.max(0, failedAttempts - 1);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.min(doublings, 30), LONGEST_RETRY_DELAY_MS);
}
