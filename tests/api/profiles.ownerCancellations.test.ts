import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '../../src/shared/schemas/profiles';
import { pendingBookingWorld, setStatus, setupBookingsApp } from './support/bookings';

const app = setupBookingsApp();
const { ctx } = app;

async function profileOf(userId: string): Promise<PublicProfile> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/profile` });
  expect(response.statusCode).toBe(200);
  return response.json<{ profile: PublicProfile }>().profile;
}

describe('GET /api/users/{id}/profile: the owner’s cancellations', () => {
  it('counts the confirmed rentals the owner cancelled, and nothing else', async () => {
    const world = await pendingBookingWorld(app, {}, 3, 5);
    expect((await profileOf(world.owner.id)).ownerCancellations).toBe(0);

    await setStatus(ctx.app, world.owner.token, world.booking.id, 'confirmed');
    await setStatus(ctx.app, world.owner.token, world.booking.id, 'cancelled', 'Broke it.');
    expect((await profileOf(world.owner.id)).ownerCancellations).toBe(1);

    // A rejected request and a renter's own cancellation are not the owner calling a rental off.
    const rejected = await pendingBookingWorld(app, {}, 6, 8);
    await setStatus(ctx.app, rejected.owner.token, rejected.booking.id, 'rejected');
    const renterCancelled = await pendingBookingWorld(app, {}, 9, 11);
    await setStatus(ctx.app, renterCancelled.owner.token, renterCancelled.booking.id, 'confirmed');
    await setStatus(
      ctx.app,
      renterCancelled.renter.token,
      renterCancelled.booking.id,
      'cancelled',
      'Plans changed.',
    );
    expect((await profileOf(rejected.owner.id)).ownerCancellations).toBe(0);
    expect((await profileOf(renterCancelled.owner.id)).ownerCancellations).toBe(0);
    // The renter whose rental was called off has cancelled nothing.
    expect((await profileOf(world.renter.id)).ownerCancellations).toBe(0);
  });
});
