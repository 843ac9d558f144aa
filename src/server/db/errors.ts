/** SQLSTATE of an exclusion constraint violation, such as two confirmed bookings overlapping. */
export const EXCLUSION_VIOLATION = '23P01';

/**
 * The SQLSTATE of a database error. Drizzle wraps the driver's error in its own (as `cause`),
 * and the two drivers name the field alike, so the chain is walked rather than trusting a shape.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = current.cause;
  }
  return undefined;
}

/** SQLSTATE of a check constraint violation, such as a minimum rental above the maximum. */
export const CHECK_VIOLATION = '23514';
