import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outboxEvents } from '../../src/server/db/schema';
import {
  book,
  bookingWorld,
  requestBooking,
  setStatus,
  setupBookingsApp,
} from './support/bookings';

// Nothing delivers promptly, so the event rows stay as their transaction wrote them.
const { ctx, clock } = setupBookingsApp({ promptDelivery: false });

const requestedEvents = () =>
  ctx.database.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'booking.requested'));

/** The id of the transaction that wrote the row (Postgres's xmin). */
const writtenBy = (table: typeof bookings | typeof outboxEvents, id: string) =>
  ctx.database.db
    .select({ transaction: sql<string>`${table}.xmin::text` })
    .from(table)
    .where(eq(table.id, id));

describe('a booking request is a transition of the lifecycle graph', () => {
  it('writes one booking.requested event, naming both parties, with the booking', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    // The sign-ups' verification emails go first, so that the run below delivers only the request.
    await ctx.app.services.outbox.runOnce();
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
    const events = await requestedEvents();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'booking.requested',
        bookingId: booking.id,
        actorId: renter.id,
        actorRole: 'renter',
        payload: {
          transition: 'request',
          from: 'initial',
          to: 'pending',
          itemId: item.id,
          renterId: renter.id,
          ownerId: owner.id,
          refundPaymentIds: [],
        },
        attempts: 0,
        deliveredAt: null,
      }),
    ]);
    const [event] = events;
    if (!event) throw new Error('no booking.requested event');
    const [bookingWrite] = await writtenBy(bookings, booking.id);
    expect(bookingWrite?.transaction).toBeTruthy();
    expect(await writtenBy(outboxEvents, event.id)).toEqual([bookingWrite]);

    expect(await ctx.app.services.outbox.runOnce()).toBe(1);
    const [delivered] = await requestedEvents();
    expect(delivered?.deliveredAt).toEqual(clock.now());
  });

  it("dates the request by the lifecycle's clock, not the database's", async () => {
    const { renter, item } = await bookingWorld(ctx);
    const booking = await book(ctx.app, renter.token, item, clock.day(1), clock.day(3));
    expect(booking.created_at).toBe(clock.now().toISOString());
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.createdAt).toEqual(clock.now());
  });

  it('writes no event for a refused request', async () => {
    const { owner, renter, stranger, item } = await bookingWorld(ctx);
    const held = await book(ctx.app, renter.token, item, clock.day(5), clock.day(8));
    await setStatus(ctx.app, owner.token, held.id, 'confirmed');
    const before = await requestedEvents();
    expect(before).toHaveLength(1);

    const refused = [
      [stranger.token, { itemId: item.id, fromDate: clock.day(-1), toDate: clock.day(2) }, 400],
      [owner.token, { itemId: item.id, fromDate: clock.day(1), toDate: clock.day(2) }, 403],
      [stranger.token, { itemId: item.id, fromDate: clock.day(7), toDate: clock.day(12) }, 409],
    ] as const;
    for (const [token, payload, status] of refused) {
      expect((await requestBooking(ctx.app, token, payload)).statusCode).toBe(status);
    }
    expect(await requestedEvents()).toEqual(before);
    const rows = await ctx.database.db.select().from(bookings).where(eq(bookings.itemId, item.id));
    expect(rows.map((row) => row.id)).toEqual([held.id]);
  });

  it('creates no booking when its event cannot be written', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const db = ctx.database.db;
    await db.execute(sql`create function refuse_requested_events() returns trigger
      language plpgsql as $$ begin raise exception 'outbox refused'; end $$`);
    await db.execute(sql`create trigger refuse_requested_events before insert on outbox_events
      for each row execute function refuse_requested_events()`);
    try {
      const response = await requestBooking(ctx.app, renter.token, {
        itemId: item.id,
        fromDate: clock.day(1),
        toDate: clock.day(2),
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_requested_events on outbox_events`);
      await db.execute(sql`drop function refuse_requested_events()`);
    }
    expect(await db.select().from(bookings).where(eq(bookings.itemId, item.id))).toEqual([]);
    expect(await requestedEvents()).toEqual([]);
  });
});
