import type { RunSql } from '../../bench/seedItems';
import type { FakeStripe } from '../../tests/api/support/fakeStripe';
import type { Verdicts } from '../support/report';

interface PaymentRow {
  session_id: string;
  booking_id: string;
  status: string;
  payment_reference: string | null;
  amount_cents: number;
  booking_status: string;
}

async function count(run: RunSql, text: string): Promise<number> {
  const { rows } = await run(text);
  return Number((rows[0] as { count: number | string } | undefined)?.count ?? 0);
}

/** Pairs of confirmed or completed rentals of one item whose dates overlap: must be none. */
export const overlappingRentals = (run: RunSql) =>
  count(
    run,
    `SELECT count(*) AS count FROM bookings a JOIN bookings b
       ON a.item_id = b.item_id AND a.id < b.id
     WHERE a.status IN ('confirmed', 'completed') AND b.status IN ('confirmed', 'completed')
       AND daterange(a.from_date, a.to_date) && daterange(b.from_date, b.to_date)`,
  );

export const undeliveredEvents = (run: RunSql) =>
  count(run, 'SELECT count(*) AS count FROM outbox_events WHERE delivered_at IS NULL');

/** Refund requests the fake Stripe received, by payment intent. */
function refundsByIntent(stripe: FakeStripe): Map<string, number[]> {
  const refunds = new Map<string, number[]>();
  for (const request of stripe.requests) {
    if (request.method !== 'POST' || request.path !== '/v1/refunds') continue;
    const intent = request.form.payment_intent ?? '';
    refunds.set(intent, [...(refunds.get(intent) ?? []), Number(request.form.amount)]);
  }
  return refunds;
}

/**
 * Every payment Stripe captured is either fulfilled once (the one paid payment of a confirmed
 * or completed booking, never refunded) or refunded once (one refund of its full amount).
 */
export async function checkPayments(
  label: string,
  run: RunSql,
  stripe: FakeStripe,
  verdicts: Verdicts,
) {
  const { rows } = await run(
    `SELECT p.session_id, p.booking_id, p.status, p.payment_reference, p.amount_cents,
            b.status AS booking_status
     FROM payments p JOIN bookings b ON b.id = p.booking_id`,
  );
  const payments = rows as PaymentRow[];
  const bySession = new Map(payments.map((payment) => [payment.session_id, payment]));
  const refunds = refundsByIntent(stripe);
  const captured = [...stripe.sessions.values()].filter((s) => s.payment_status === 'paid');

  const unsettled = captured.filter((session) => {
    const status = bySession.get(session.id)?.status;
    return status !== 'paid' && status !== 'refunded';
  });
  const paid = payments.filter((payment) => payment.status === 'paid');
  const refunded = payments.filter((payment) => payment.status === 'refunded');
  const paidPerBooking = new Map<string, number>();
  for (const payment of paid) {
    paidPerBooking.set(payment.booking_id, (paidPerBooking.get(payment.booking_id) ?? 0) + 1);
  }
  const paidTwice = [...paidPerBooking.values()].filter((times) => times > 1).length;
  const paidOnClosed = paid.filter(
    (payment) => !['confirmed', 'completed'].includes(payment.booking_status),
  ).length;
  const paidAndRefunded = paid.filter((payment) =>
    refunds.has(payment.payment_reference ?? ''),
  ).length;
  const notRefundedOnce = refunded.filter((payment) => {
    const amounts = refunds.get(payment.payment_reference ?? '') ?? [];
    return amounts.length !== 1 || amounts[0] !== payment.amount_cents;
  }).length;
  const refundedIntents = new Set(refunded.map((payment) => payment.payment_reference));
  const strayRefunds = [...refunds.keys()].filter((intent) => !refundedIntents.has(intent)).length;
  const pending = payments.filter((payment) => payment.status === 'refund_pending').length;

  verdicts.check(
    unsettled.length === 0,
    `${label}: every captured payment ends fulfilled or refunded`,
    `${captured.length} captured, ${unsettled.length} neither`,
  );
  verdicts.check(
    paidTwice === 0,
    `${label}: no booking keeps two payments`,
    `${paidTwice} bookings`,
  );
  verdicts.check(
    paidOnClosed === 0,
    `${label}: a kept payment belongs to a confirmed or completed booking`,
    `${paidOnClosed} do not`,
  );
  verdicts.check(
    paidAndRefunded === 0 && notRefundedOnce === 0 && strayRefunds === 0 && pending === 0,
    `${label}: every refunded payment was refunded exactly once, in full, and no kept one at all`,
    `${refunded.length} refunded; kept but refunded ${paidAndRefunded}, not once ${notRefundedOnce}, refunds of no payment ${strayRefunds}, still pending ${pending}`,
  );
  return { captured: captured.length, kept: paid.length, refunded: refunded.length };
}
