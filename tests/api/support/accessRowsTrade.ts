import { TEST_CARD_APPROVED } from '../../../src/shared/schemas/payments';
import { type AccessRow, everyone, get, rightfulOnly, signedIn } from './accessRules';
import { solidJpeg } from './images';
import { itemInput, storedImageUrl } from './items';
import { multipartBody } from './multipart';

const itemUpdate = {
  title: 'Hammer drill',
  description: 'Now with a hammer mode.',
  price: 14,
  location: '12 Elm Street',
  city: 'Springfield',
  zip_code: '62701',
  category_id: 1,
};
const card = { cardNumber: TEST_CARD_APPROVED, expiry: '12/34', cvc: '123', name: 'Rene Matrix' };

/** Items, bookings, payments and uploads. */
export const TRADE_ROWS: Record<string, AccessRow> = {
  'GET /api/items': {
    rightful: 'renter',
    request: () => get('/api/items'),
    expected: everyone(200),
  },
  'GET /api/items/example-place': {
    rightful: 'renter',
    request: () => get('/api/items/example-place'),
    expected: everyone(200),
  },
  'GET /api/items/my-items': {
    rightful: 'owner',
    request: () => get('/api/items/my-items'),
    expected: signedIn(200),
  },
  'GET /api/items/:id': {
    rightful: 'owner',
    request: ({ world }) => get(`/api/items/${world.item.id}`),
    expected: everyone(200),
  },
  'POST /api/items': {
    rightful: 'owner',
    request: async ({ uploadsDir }) => ({
      method: 'POST',
      url: '/api/items',
      payload: itemInput(await storedImageUrl(uploadsDir)),
    }),
    expected: signedIn(201),
  },
  'PUT /api/items/:id': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'PUT',
      url: `/api/items/${world.item.id}`,
      payload: itemUpdate,
    }),
    expected: rightfulOnly(200),
  },
  'DELETE /api/items/:id': {
    rightful: 'owner',
    // The world's item has rentals, which refuse its deletion (409): each actor tries a new one.
    request: async ({ world }) => ({
      method: 'DELETE',
      url: `/api/items/${await world.freshItem()}`,
    }),
    expected: rightfulOnly(204),
  },
  'GET /api/items/:id/booked-dates': {
    rightful: 'owner',
    request: ({ world }) => get(`/api/items/${world.item.id}/booked-dates`),
    expected: everyone(200),
  },
  'GET /api/items/:id/address': {
    rightful: 'owner',
    request: ({ world }) => get(`/api/items/${world.item.id}/address`),
    expected: rightfulOnly(200),
  },
  'GET /api/items/:id/blocks': {
    rightful: 'owner',
    request: ({ world }) => get(`/api/items/${world.item.id}/blocks`),
    expected: rightfulOnly(200),
  },
  'POST /api/items/:id/blocks': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'POST',
      url: `/api/items/${world.item.id}/blocks`,
      payload: { ...world.freeDates(), note: 'Away' },
    }),
    expected: rightfulOnly(201),
  },
  'DELETE /api/items/:id/blocks/:blockId': {
    rightful: 'owner',
    request: async ({ world }) => ({
      method: 'DELETE',
      url: `/api/items/${world.item.id}/blocks/${await world.freshBlock()}`,
    }),
    expected: rightfulOnly(204),
  },
  'POST /api/bookings': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/bookings',
      payload: { itemId: world.item.id, ...world.freeDates() },
    }),
    expected: signedIn(201),
  },
  'GET /api/bookings/my-bookings': {
    rightful: 'renter',
    request: () => get('/api/bookings/my-bookings'),
    expected: signedIn(200),
  },
  'PUT /api/bookings/:id/status': {
    rightful: 'owner',
    request: ({ world }) => ({
      method: 'PUT',
      url: `/api/bookings/${world.pendingBookingId}/status`,
      payload: { status: 'confirmed' },
    }),
    expected: rightfulOnly(200),
  },
  'GET /api/bookings/:id/cancellation': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/bookings/${world.pendingBookingId}/cancellation`),
    expected: rightfulOnly(200),
  },
  'GET /api/fees': {
    rightful: 'renter',
    request: () => get('/api/fees'),
    expected: everyone(200),
  },
  'POST /api/payments/create-checkout-session': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'POST',
      url: '/api/payments/create-checkout-session',
      payload: { bookingId: world.pendingBookingId },
    }),
    expected: rightfulOnly(200),
  },
  'GET /api/payments/session': {
    rightful: 'renter',
    request: ({ world }) => ({
      method: 'GET',
      url: '/api/payments/session',
      query: { session_id: world.checkoutSessionId },
    }),
    expected: rightfulOnly(200),
  },
  // The local provider confirms payments itself; Stripe's signed webhook has its own suite.
  'POST /api/payments/webhook': {
    rightful: 'renter',
    request: () => ({ method: 'POST', url: '/api/payments/webhook', payload: {} }),
    expected: everyone(404),
  },
  // The hosted checkout page: its unguessable session id is the capability, as on Stripe.
  'GET /api/payments/local/sessions/:id': {
    rightful: 'renter',
    request: ({ world }) => get(`/api/payments/local/sessions/${world.checkoutSessionId}`),
    expected: everyone(200),
  },
  'POST /api/payments/local/sessions/:id/pay': {
    rightful: 'renter',
    request: async ({ world }) => ({
      method: 'POST',
      url: `/api/payments/local/sessions/${await world.freshCheckout()}/pay`,
      payload: card,
    }),
    expected: everyone(200),
  },
  'POST /api/upload/image': {
    rightful: 'renter',
    request: async () => {
      const body = multipartBody('image', 'photo.jpg', 'image/jpeg', await solidJpeg(32, 32));
      return {
        method: 'POST',
        url: '/api/upload/image',
        payload: body.payload,
        headers: body.headers,
      };
    },
    expected: signedIn(201),
  },
};
