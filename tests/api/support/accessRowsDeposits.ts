import { type AccessRow, adminOnly, get, rightfulOnly } from './accessRules';

const PHOTO = `/uploads/${'c'.repeat(64)}.jpg`;

/**
 * Deposits and damage claims: a rental's two parties see its deposit, its owner claims, its
 * renter answers; administrators decide disputes in the console and nowhere else. Each call
 * acts on a rental or claim of its own.
 */
export const DEPOSIT_ROWS: Record<string, AccessRow> = {
  'GET /api/bookings/:id/deposit': {
    rightful: 'owner',
    request: async ({ world }) =>
      get(`/api/bookings/${(await world.freshDepositRental()).bookingId}/deposit`),
    expected: rightfulOnly(200),
  },
  'POST /api/bookings/:id/deposit/keep': {
    rightful: 'owner',
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/bookings/${(await world.freshDepositRental('declined')).bookingId}/deposit/keep`,
    }),
    expected: rightfulOnly(200),
  },
  'POST /api/bookings/:id/claims': {
    rightful: 'owner',
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/bookings/${(await world.freshDepositRental()).bookingId}/claims`,
      payload: { amount: 50, description: 'Cracked lens hood.', photoUrls: [PHOTO] },
    }),
    expected: rightfulOnly(201),
  },
  'POST /api/claims/:id/accept': {
    rightful: 'renter',
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/claims/${(await world.freshDepositRental('open')).claimId}/accept`,
    }),
    expected: rightfulOnly(200),
  },
  'POST /api/claims/:id/dispute': {
    rightful: 'renter',
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/claims/${(await world.freshDepositRental('open')).claimId}/dispute`,
      payload: { text: 'It was like that before.' },
    }),
    expected: rightfulOnly(200),
  },
  'GET /api/admin/claims': {
    rightful: 'admin',
    request: () => get('/api/admin/claims?status=disputed'),
    expected: adminOnly(200),
  },
  'POST /api/admin/claims/:id/decide': {
    rightful: 'admin',
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/admin/claims/${(await world.freshDepositRental('disputed')).claimId}/decide`,
      payload: { amount: 40, note: 'Half of it.' },
    }),
    expected: adminOnly(200),
  },
};
