import { type AccessRow, get, signedIn } from './accessRules';

/** Each person's saved searches; another's is answered as one that does not exist. */
export const SAVED_SEARCH_ROWS: Record<string, AccessRow> = {
  'GET /api/saved-searches': {
    rightful: 'owner',
    request: () => get('/api/saved-searches'),
    expected: signedIn(200),
  },
  'POST /api/saved-searches': {
    rightful: 'owner',
    // Unlike the world's saved search, so that the owner's is not the same query twice.
    request: () => ({ method: 'POST', url: '/api/saved-searches', payload: { search: 'ladder' } }),
    expected: signedIn(201),
  },
  'DELETE /api/saved-searches/:id': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'DELETE',
      url: `/api/saved-searches/${world.ownerSavedSearchId}`,
    }),
    expected: { anonymous: 401, stranger: 404, admin: 404, rightful: 204 },
  },
};
