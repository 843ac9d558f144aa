export const LEGAL_LAST_UPDATED = 'November 22, 2026';
