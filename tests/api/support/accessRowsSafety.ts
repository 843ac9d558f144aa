import { type AccessRow, get, signedIn } from './accessRules';

/**
 * Reports and blocks: any signed-in person may report or block someone else, and each sees only
 * their own reports and blocks.
 */
export const SAFETY_ROWS: Record<string, AccessRow> = {
  'POST /api/reports': {
    rightful: 'renter',
    // Each actor is a reporter of their own, so none finds another's open report.
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/reports',
      payload: {
        targetType: 'listing',
        targetId: world.item.id,
        reason: 'unsafe',
        details: 'The ladder looks broken in the photos.',
      },
    }),
    expected: signedIn(201),
  },
  'GET /api/reports/mine': {
    rightful: 'renter',
    request: () => get('/api/reports/mine'),
    expected: signedIn(200),
  },
  'GET /api/blocks': {
    rightful: 'renter',
    request: () => get('/api/blocks'),
    expected: signedIn(200),
  },
  'POST /api/blocks': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/blocks',
      payload: { userId: world.owner.id },
    }),
    expected: signedIn(201),
  },
  'DELETE /api/blocks/:userId': {
    rightful: 'renter',
    request: ({ world }) => ({ method: 'DELETE', url: `/api/blocks/${world.owner.id}` }),
    expected: signedIn(204),
  },
  'GET /api/blocks/with/:userId': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/blocks/with/${world.owner.id}`),
    expected: signedIn(200),
  },
};
