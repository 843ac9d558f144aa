import { ADMIN_ROWS } from './accessRowsAdmin';
import { DEPOSIT_ROWS } from './accessRowsDeposits';
import { EARNINGS_ROWS } from './accessRowsEarnings';
import { MAILBOX_ROWS } from './accessRowsMailbox';
import { NOTIFICATION_ROWS } from './accessRowsNotifications';
import { PEOPLE_ROWS } from './accessRowsPeople';
import { RECEIPT_ROWS } from './accessRowsReceipts';
import { SAFETY_ROWS } from './accessRowsSafety';
import { SAVED_SEARCH_ROWS } from './accessRowsSavedSearches';
import { TRADE_ROWS } from './accessRowsTrade';
import type { AccessRow } from './accessRules';

/**
 * Every API route with who may call it and what each actor gets. Keyed as the route table
 * names routes, so that a new route without a row, or a row whose route is gone, fails.
 * An administrator has no power over other people's things outside the admin console: no other
 * route gives the role any.
 */
export const ACCESS_MATRIX: Record<string, AccessRow> = {
  ...PEOPLE_ROWS,
  ...TRADE_ROWS,
  ...MAILBOX_ROWS,
  ...NOTIFICATION_ROWS,
  ...SAVED_SEARCH_ROWS,
  ...RECEIPT_ROWS,
  ...SAFETY_ROWS,
  ...ADMIN_ROWS,
  ...EARNINGS_ROWS,
  ...DEPOSIT_ROWS,
};
