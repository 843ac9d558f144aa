import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../src/server/db/schema';
import { DEFAULT_FEE_SETTINGS } from '../../src/shared/fees';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { setupBookingsApp } from './support/bookings';
import { paidBookingWorld } from './support/receipts';
import type { ReceivedMail } from './support/smtp';
import { startSmtpServer } from './support/smtp';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const SITE = 'https://lendwell.example';
const context = setupBookingsApp({
  fees: DEFAULT_FEE_SETTINGS,
  mail: { smtpUrl: smtp.url, from: 'Lendwell <mail@lendwell.example>', siteUrl: SITE },
});
const { ctx } = context;
beforeEach(() => smtp.clear());

const SUBJECT = inEnglish('receipts.mail.subject', { item: 'Cordless drill' });
const isReceipt = (mail: ReceivedMail) => mail.parsed.subject === SUBJECT;

describe('the receipt email', () => {
  it('reaches the renter once when the payment is taken, with the breakdown and a link', async () => {
    const { booking } = await paidBookingWorld(context, { deposit: 100 });
    const mail = await smtp.waitFor(isReceipt);
    const { parsed } = mail;
    expect(parsed.text).toContain('Hello Jamie,');
    expect(parsed.text).toContain('Rental price: $60.00');
    expect(parsed.text).toContain('Service fee: $6.00');
    expect(parsed.text).toContain('Total charged: $66.00');
    expect(parsed.text).toContain('Deposit held: $100.00');
    expect(parsed.text).toContain(`Booking number: LW-`);
    expect(parsed.html).toContain(`href="${SITE}/bookings/${booking.id}/receipt"`);
    // Only the renter: the owner hears of the payment through their notification.
    expect(smtp.received.filter(isReceipt)).toHaveLength(1);
    expect(mail.envelopeTo).toHaveLength(1);
  });

  it('is not sent again when the capture event is delivered a second time', async () => {
    const { booking } = await paidBookingWorld(context);
    await smtp.waitFor(isReceipt);
    const db = ctx.database.db;
    // As when a dispatcher dies after handling the capture, before marking it delivered.
    const captures = await db
      .update(outboxEvents)
      .set({ deliveredAt: null, availableAt: new Date(0) })
      .where(
        and(
          eq(outboxEvents.bookingId, booking.id),
          inArray(outboxEvents.type, ['booking.paid', 'booking.paid_and_confirmed']),
        ),
      )
      .returning({ id: outboxEvents.id });
    expect(captures).toHaveLength(1);
    await ctx.app.services.outbox.runOnce();
    await ctx.app.services.outbox.runOnce();
    expect(smtp.received.filter(isReceipt)).toHaveLength(1);
  });
});
