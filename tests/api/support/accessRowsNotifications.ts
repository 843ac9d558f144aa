import { type AccessRow, everyone, get, signedIn } from './accessRules';

/** Each person's notifications and email settings; unsubscribing needs only the email's token. */
export const NOTIFICATION_ROWS: Record<string, AccessRow> = {
  'GET /api/notifications': {
    rightful: 'owner',
    request: () => get('/api/notifications'),
    expected: signedIn(200),
  },
  'GET /api/notifications/unread-count': {
    rightful: 'owner',
    request: () => get('/api/notifications/unread-count'),
    expected: signedIn(200),
  },
  'POST /api/notifications/:id/read': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'POST',
      url: `/api/notifications/${world.ownerNotice.notificationId}/read`,
    }),
    // Someone else's notification is answered as one that does not exist.
    expected: { anonymous: 401, stranger: 404, admin: 404, rightful: 204 },
  },
  'POST /api/notifications/read-all': {
    rightful: 'owner',
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
    expected: signedIn(204),
  },
  'GET /api/notifications/preferences': {
    rightful: 'owner',
    request: () => get('/api/notifications/preferences'),
    expected: signedIn(200),
  },
  'PUT /api/notifications/preferences': {
    rightful: 'owner',
    request: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { preferences: [{ category: 'payments', email: false }] },
    }),
    expected: signedIn(200),
  },
  'POST /api/notifications/unsubscribe': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: world.ownerNotice.unsubscribeToken, category: 'reviews' },
    }),
    expected: everyone(200),
  },
};
