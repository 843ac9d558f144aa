import { type AccessRequest, type AccessRow, adminOnly, get } from './accessRules';

const post = (url: string, payload: object): AccessRequest => ({ method: 'POST', url, payload });

/**
 * The admin console: administrators only, anyone else refused before the request is read. Each
 * call acts on a thing of its own, so the admin's call and the rightful (admin) call both succeed.
 */
export const ADMIN_ROWS: Record<string, AccessRow> = {
  'GET /api/admin/overview': {
    rightful: 'admin',
    request: () => get('/api/admin/overview'),
    expected: adminOnly(200),
  },
  'GET /api/admin/users': {
    rightful: 'admin',
    request: () => get('/api/admin/users?search=matrix'),
    expected: adminOnly(200),
  },
  'GET /api/admin/users/:id': {
    rightful: 'admin',
    request: ({ world }) => get(`/api/admin/users/${world.owner.id}`),
    expected: adminOnly(200),
  },
  'POST /api/admin/users/:id/suspend': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/users/${await world.freshAccount()}/suspend`, { reason: 'Spam.' }),
    expected: adminOnly(200),
  },
  'POST /api/admin/users/:id/reinstate': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/users/${await world.freshSuspendedAccount()}/reinstate`, {}),
    expected: adminOnly(200),
  },
  'GET /api/admin/listings': {
    rightful: 'admin',
    request: () => get('/api/admin/listings?status=active'),
    expected: adminOnly(200),
  },
  'POST /api/admin/listings/:id/hide': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/listings/${await world.freshItem()}/hide`, { reason: 'Prohibited.' }),
    expected: adminOnly(200),
  },
  'POST /api/admin/listings/:id/unhide': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/listings/${await world.freshHiddenItem()}/unhide`, {}),
    expected: adminOnly(200),
  },
  'GET /api/admin/bookings': {
    rightful: 'admin',
    request: () => get('/api/admin/bookings?status=pending'),
    expected: adminOnly(200),
  },
  'GET /api/admin/bookings/:id': {
    rightful: 'admin',
    request: ({ world }) => get(`/api/admin/bookings/${world.pendingBookingId}`),
    expected: adminOnly(200),
  },
  'POST /api/admin/bookings/:id/cancel': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/bookings/${await world.freshPendingBooking()}/cancel`, {
        reason: 'Scam.',
      }),
    expected: adminOnly(200),
  },
  'GET /api/admin/reports': {
    rightful: 'admin',
    request: () => get('/api/admin/reports?status=open'),
    expected: adminOnly(200),
  },
  'GET /api/admin/reports/:id': {
    rightful: 'admin',
    request: async ({ world }) => get(`/api/admin/reports/${await world.freshReport()}`),
    expected: adminOnly(200),
  },
  'POST /api/admin/reports/:id/decision': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/reports/${await world.freshReport()}/decision`, {
        outcome: 'dismissed',
        note: 'Nothing wrong.',
      }),
    expected: adminOnly(200),
  },
  'GET /api/admin/dead-letters': {
    rightful: 'admin',
    request: () => get('/api/admin/dead-letters?page=1'),
    expected: adminOnly(200),
  },
  'POST /api/admin/dead-letters/:id/retry': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/dead-letters/${await world.freshDeadLetter()}/retry`, {}),
    expected: adminOnly(200),
  },
  'POST /api/admin/dead-letters/:id/discard': {
    rightful: 'admin',
    request: async ({ world }) =>
      post(`/api/admin/dead-letters/${await world.freshDeadLetter()}/discard`, {
        reason: 'Left.',
      }),
    expected: adminOnly(200),
  },
  'GET /api/admin/audit-log': {
    rightful: 'admin',
    request: () => get('/api/admin/audit-log'),
    expected: adminOnly(200),
  },
};
