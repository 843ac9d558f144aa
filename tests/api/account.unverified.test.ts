import { describe, expect, it } from 'vitest';
import { pendingBookingWorld, setupBookingsApp } from './support/bookings';
import { bearer } from './support/users';

const world = setupBookingsApp();

describe('an address not yet verified', () => {
  it('still lists items and books them', async () => {
    const { owner, renter, item, booking } = await pendingBookingWorld(world);
    expect(item).toMatchObject({ owner_id: owner.id, ownerEmailVerified: false });
    expect(booking.status).toBe('pending');
    for (const party of [owner, renter]) {
      const me = await world.ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(party.token),
      });
      expect(me.json().user.emailVerified).toBe(false);
    }
  });
});
