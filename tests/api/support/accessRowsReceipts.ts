import { type AccessRow, everyone, get, rightfulOnly, signedIn } from './accessRules';

/**
 * Receipts reach a booking's two parties only; calendar feeds are each person's own, and the
 * feed itself is read with its secret token, not a session, as calendar apps read it.
 */
export const RECEIPT_ROWS: Record<string, AccessRow> = {
  'GET /api/bookings/:id/receipt': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/bookings/${world.paidBookingId}/receipt`),
    expected: rightfulOnly(200),
  },
  'GET /api/account/calendar-feed': {
    rightful: 'renter',
    request: () => get('/api/account/calendar-feed'),
    expected: signedIn(200),
  },
  'POST /api/account/calendar-feed': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/account/calendar-feed' }),
    expected: signedIn(201),
  },
  'DELETE /api/account/calendar-feed': {
    rightful: 'renter',
    request: () => ({ method: 'DELETE', url: '/api/account/calendar-feed' }),
    expected: signedIn(204),
  },
  'GET /api/calendar/:file': {
    rightful: 'renter',
    request: async ({ world }) => get(`/api/calendar/${await world.freshFeedFile()}`),
    expected: everyone(200),
  },
  // The public booked dates as a file: no names, so nobody needs to be signed in.
  'GET /api/items/:id/calendar.ics': {
    rightful: 'owner',
    request: ({ world }) => get(`/api/items/${world.item.id}/calendar.ics`),
    expected: everyone(200),
  },
};
