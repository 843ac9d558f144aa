import { type AccessRow, everyone, get, rightfulOnly, signedIn } from './accessRules';
import { newAccount } from './users';

const profile = {
  firstName: 'Robin',
  lastName: 'Matrix',
  phone: '5550001234',
  location: JSON.stringify({ address: '1 Main St', city: 'Springfield', zipCode: '62701' }),
};

/** Accounts, profiles, messages, reviews and the service routes. */
export const PEOPLE_ROWS: Record<string, AccessRow> = {
  'GET /api/health': {
    rightful: 'renter',
    request: () => get('/api/health'),
    expected: everyone(200),
  },
  'GET /api/ready': {
    rightful: 'renter',
    request: () => get('/api/ready'),
    expected: everyone(200),
  },
  'POST /api/auth/register': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    expected: everyone(201),
  },
  'POST /api/auth/login': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: world.renter.email, password: world.renter.password },
    }),
    expected: everyone(200),
  },
  'GET /api/auth/me': {
    rightful: 'renter',
    request: () => get('/api/auth/me'),
    expected: signedIn(200),
  },
  'POST /api/auth/logout': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/auth/logout' }),
    expected: signedIn(204),
  },
  'POST /api/auth/password-reset': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: world.renter.email },
    }),
    expected: everyone(202),
  },
  // The emailed token is the capability: without a live one every caller is refused alike.
  // The account suites follow real links.
  'POST /api/auth/password-reset/confirm': {
    rightful: 'renter',
    request: () => ({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: 'no-such-link', password: 'Another-pass-9' },
    }),
    expected: everyone(400),
  },
  'POST /api/auth/verify-email': {
    rightful: 'renter',
    request: () => ({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: 'no-such-link' },
    }),
    expected: everyone(400),
  },
  'POST /api/account/verification': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/account/verification' }),
    expected: signedIn(202),
  },
  'POST /api/account/email': {
    rightful: 'renter',
    request: ({ caller }) => ({
      method: 'POST',
      url: '/api/account/email',
      payload: { newEmail: newAccount().email, currentPassword: caller?.password ?? 'unknown' },
    }),
    expected: signedIn(202),
  },
  'POST /api/account/password': {
    rightful: 'renter',
    request: ({ caller }) => {
      const password = caller?.password ?? 'unknown-password';
      return {
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword: password, newPassword: password },
      };
    },
    expected: signedIn(204),
  },
  'GET /api/users/disclaimer-status': {
    rightful: 'renter',
    request: () => get('/api/users/disclaimer-status'),
    expected: signedIn(200),
  },
  'POST /api/users/accept-disclaimer': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/users/accept-disclaimer' }),
    expected: signedIn(200),
  },
  'PUT /api/users/me/language': {
    rightful: 'renter',
    request: () => ({ method: 'PUT', url: '/api/users/me/language', payload: { locale: 'es-US' } }),
    expected: signedIn(200),
  },
  'GET /api/users/:id': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/users/${world.renter.id}`),
    expected: everyone(200),
  },
  'PUT /api/users/:id': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'PUT',
      url: `/api/users/${world.renter.id}`,
      payload: profile,
    }),
    expected: rightfulOnly(200),
  },
  'GET /api/account/export': {
    rightful: 'renter',
    request: () => get('/api/account/export'),
    expected: signedIn(200),
  },
  // Each caller deletes their own account; the renter's pending request keeps theirs (409).
  'DELETE /api/account': {
    rightful: 'renter',
    request: ({ caller }) => ({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: caller?.password ?? 'Secret123!' },
    }),
    expected: { anonymous: 401, stranger: 204, admin: 204, rightful: 409 },
  },
  'GET /api/categories': {
    rightful: 'renter',
    request: () => get('/api/categories'),
    expected: everyone(200),
  },
  'GET /api/home/figures': {
    rightful: 'renter',
    request: () => get('/api/home/figures'),
    expected: everyone(200),
  },
  'GET /api/maps/tiles': {
    rightful: 'renter',
    request: () => get('/api/maps/tiles'),
    expected: everyone(200),
  },
  'GET /api/places/nearest-zip': {
    rightful: 'renter',
    request: () => get('/api/places/nearest-zip?latitude=39.8&longitude=-89.65'),
    expected: everyone(200),
  },
  'POST /api/messages': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: world.owner.id, itemId: world.item.id, messageText: 'Still free?' },
    }),
    expected: signedIn(201),
  },
  'GET /api/messages/conversations': {
    rightful: 'renter',
    request: () => get('/api/messages/conversations'),
    expected: signedIn(200),
  },
  'GET /api/messages/unread-count': {
    rightful: 'renter',
    request: () => get('/api/messages/unread-count'),
    expected: signedIn(200),
  },
  // Asked for JSON, the stream answers 406 at once instead of staying open; the live suites
  // open it for real.
  'GET /api/events': {
    rightful: 'renter',
    request: () => ({ ...get('/api/events'), headers: { accept: 'application/json' } }),
    expected: signedIn(406),
  },
  // Reads are scoped to the caller: a stranger asking for someone's conversation gets their own.
  'GET /api/messages/conversation/:partnerId': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/messages/conversation/${world.owner.id}`),
    expected: signedIn(200),
  },
  'POST /api/reviews': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        itemId: world.item.id,
        bookingId: world.completedBookingId,
        rating: 5,
        reviewText: 'Worked perfectly and was spotless.',
      },
    }),
    expected: rightfulOnly(201),
  },
  'POST /api/reviews/renter': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/reviews/renter',
      payload: {
        bookingId: world.completedBookingId,
        rating: 5,
        reviewText: 'Careful with the drill, returned on time.',
      },
    }),
    expected: rightfulOnly(201),
  },
  'GET /api/reviews/renter/:bookingId': {
    rightful: 'owner',
    request: ({ world }) => get(`/api/reviews/renter/${world.completedBookingId}`),
    expected: rightfulOnly(200),
  },
  'GET /api/users/:id/profile': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/users/${world.renter.id}/profile`),
    expected: everyone(200),
  },
  'GET /api/reviews/my-reviews': {
    rightful: 'renter',
    request: () => get('/api/reviews/my-reviews'),
    expected: signedIn(200),
  },
  'GET /api/reviews/item/:itemId': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/reviews/item/${world.item.id}`),
    expected: everyone(200),
  },
  'GET /api/reviews/item/:itemId/stats': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/reviews/item/${world.item.id}/stats`),
    expected: everyone(200),
  },
  'GET /api/reviews/item/:itemId/eligibility': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/reviews/item/${world.item.id}/eligibility`),
    expected: signedIn(200),
  },
  'GET /api/openapi.json': {
    rightful: 'renter',
    request: () => get('/api/openapi.json'),
    expected: everyone(200),
  },
  'GET /api/docs': { rightful: 'renter', request: () => get('/api/docs'), expected: everyone(200) },
};
