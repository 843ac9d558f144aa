/** One try of a Stripe call; a checkout session is normally made well within a second. */
export const STRIPE_ATTEMPT_TIMEOUT_MS = 1_500;
/** A lost connection or a timeout is tried once more. */
export const STRIPE_RETRIES = 1;
/** The Stripe SDK's pause before a retry (its initial network retry delay). */
const STRIPE_RETRY_PAUSE_MS = 500;

/** The longest one call to the provider takes before it gives up, retries included. */
export const PROVIDER_CALL_WORST_MS =
  (STRIPE_RETRIES + 1) * STRIPE_ATTEMPT_TIMEOUT_MS + STRIPE_RETRIES * STRIPE_RETRY_PAUSE_MS;

/** How long a request waits for another one opening the same booking's checkout. */
export const WAIT_FOR_OTHER_REQUEST_MS = 1_500;

/**
 * The longest a create-checkout request spends waiting and on the provider, kept well inside
 * the web client's timeout (API_CLIENT_TIMEOUT_MS): it may wait for another request, then close
 * the booking's old checkout and open a new one (two provider calls). Closing a new checkout
 * that could not be recorded is not waited for.
 */
export const CHECKOUT_REQUEST_WORST_MS = WAIT_FOR_OTHER_REQUEST_MS + 2 * PROVIDER_CALL_WORST_MS;
