export const APP_NAME = 'Lendwell';
export const APP_VERSION = '0.1.0';

/** How long the web client waits for any API answer before telling the user it timed out. */
export const API_CLIENT_TIMEOUT_MS = 10_000;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;
export const PHONE_INPUT_MAX_DIGITS = 10;
export const MINIMUM_AGE = 18;

export const SUPPORT_EMAIL = 'support@lendwell.app';
export const LEGAL_EMAIL = 'legal@lendwell.app';

export const SESSION_TTL_DAYS = 30;
