import { type AccessRow, get, signedIn } from './accessRules';

/**
 * The local mailbox of development and test servers, absent in production (mail.mailbox.test.ts):
 * never read signed out, and outside the demo by administrators only (on the demo each person
 * reads their own mail: mail.mailboxDemo.test.ts). The world sends no email, so one is not found.
 * Anyone signed in may send themselves a test email.
 */
const administratorsRead = (status: number) => ({
  anonymous: 401,
  stranger: 403,
  admin: status,
  rightful: 403,
});

export const MAILBOX_ROWS: Record<string, AccessRow> = {
  'GET /api/dev/mailbox': {
    rightful: 'renter',
    request: () => get('/api/dev/mailbox'),
    expected: administratorsRead(200),
  },
  'GET /api/dev/mailbox/:id': {
    rightful: 'renter',
    request: () => get('/api/dev/mailbox/00000000-0000-4000-8000-000000000000'),
    expected: administratorsRead(404),
  },
  'POST /api/dev/mailbox/test-email': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/dev/mailbox/test-email' }),
    expected: signedIn(202),
  },
};
