import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { signUpAdmin } from './support/admin';
import { pendingBookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { emailOf, kindsOf } from './support/notifications';
import { openCheckout, payLocally, reopenClosedCheckout, sessionStatus } from './support/payments';
import { bearer } from './support/users';

const bookings = setupBookingsApp();
const { ctx } = bookings;
afterEach(() => {
  vi.restoreAllMocks();
});

describe('rental notifications while the payment provider is down', () => {
  it('still tell both that money is going back, and the refund is tried again', async () => {
    const { owner, renter, booking } = await pendingBookingWorld(bookings, { price: 20 });
    const provider = ctx.app.services.payments.localCheckout;
    if (!provider) throw new Error('the test server runs the local payment provider');
    const refund = vi.spyOn(provider, 'refund').mockRejectedValue(new Error('provider down'));

    const session = await openCheckout(ctx.app, renter.token, booking.id);
    await setStatus(ctx.app, owner.token, booking.id, 'rejected');
    // The payment arrives after the rejection, taken before its checkout closed: it must go
    // back, but the provider fails.
    await reopenClosedCheckout(ctx.database.db, session.id);
    expect((await payLocally(ctx.app, session.id)).statusCode).toBe(200);
    await sessionStatus(ctx.app, renter.token, session.id);

    expect(refund).toHaveBeenCalled();
    expect(await kindsOf(ctx.app, renter.token)).toEqual(['payment_refunded', 'booking_rejected']);
    expect(await kindsOf(ctx.app, owner.token)).toEqual(['payment_refunded', 'booking_requested']);
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const mailbox = await ctx.app.inject({ url: '/api/dev/mailbox', headers: bearer(admin.token) });
    const renterEmail = await emailOf(ctx.database.db, renter.id);
    expect(mailbox.json().emails).toContainEqual(
      expect.objectContaining({ to: renterEmail, subject: 'Refund on its way' }),
    );

    const [refused] = await ctx.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'payment.refused'));
    expect(refused?.deliveredAt).toBeNull();
    expect(refused?.lastError).toContain('provider down');
  });
});
