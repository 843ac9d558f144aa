export const LEGAL_LAST_UPDATED = 'November 24, 2026';
