import { type AccessRow, adminOnly, get, signedIn } from './accessRules';

/**
 * Earnings and payouts: everyone signed in has an earnings account of their own, so nobody's is
 * reached through another's; with nothing available a payout request is refused with 409
 * (the Stripe onboarding route exists only with Stripe, and its tests are ledger.stripe's). Marking a payout paid is the console's, and idempotent.
 */
export const EARNINGS_ROWS: Record<string, AccessRow> = {
  'GET /api/earnings': {
    rightful: 'owner',
    request: () => get('/api/earnings'),
    expected: signedIn(200),
  },
  'GET /api/year-totals': {
    rightful: 'owner',
    request: () => get('/api/year-totals'),
    expected: signedIn(200),
  },
  'GET /api/payouts': {
    rightful: 'owner',
    request: () => get('/api/payouts'),
    expected: signedIn(200),
  },
  'POST /api/payouts': {
    rightful: 'owner',
    request: () => ({ method: 'POST', url: '/api/payouts' }),
    expected: signedIn(409),
  },
  'GET /api/admin/payouts': {
    rightful: 'admin',
    request: () => get('/api/admin/payouts?status=requested'),
    expected: adminOnly(200),
  },
  'POST /api/admin/payouts/:id/paid': {
    rightful: 'admin',
    request: ({ world }) => ({
      method: 'POST',
      url: `/api/admin/payouts/${world.payoutId}/paid`,
      payload: {},
    }),
    expected: adminOnly(200),
  },
};
