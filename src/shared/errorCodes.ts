// Error codes the web app acts on, apart from the error schema so that the app shell reads them
// without loading the validation library.

/**
 * The code of the 403 a person gets before accepting the platform disclaimer; the web app
 * answers it with the disclaimer step.
 */
export const DISCLAIMER_NOT_ACCEPTED = 'DISCLAIMER_NOT_ACCEPTED';

/**
 * The code of a refusal because the account is suspended: at sign-in (403), and for a session
 * the suspension ended (401), whose tab signs out and says why.
 */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';
