import { type AccessRow, everyone, get, signedIn } from './accessRules';

/**
 * The local mailbox of development and test servers: open to anyone there, by design, and
 * absent in production (mail.mailbox.test.ts). The world sends no email, so one is not found.
 * Anyone signed in may send themselves a test email.
 */
export const MAILBOX_ROWS: Record<string, AccessRow> = {
  'GET /api/dev/mailbox': {
    rightful: 'renter',
    request: () => get('/api/dev/mailbox'),
    expected: everyone(200),
  },
  'GET /api/dev/mailbox/:id': {
    rightful: 'renter',
    request: () => get('/api/dev/mailbox/00000000-0000-4000-8000-000000000000'),
    expected: everyone(404),
  },
  'POST /api/dev/mailbox/test-email': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/dev/mailbox/test-email' }),
    expected: signedIn(202),
  },
  // Until the reports feature is merged: anyone signed in may report a listing there.
  'POST /api/dev/reports': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/dev/reports',
      payload: { itemId: world.item.id, reason: 'scam', details: 'Too cheap.' },
    }),
    expected: signedIn(201),
  },
};
