import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveEvents, localDepositHolds, notifications } from '../../src/server/db/schema';
import { createOrphanSweep } from '../../src/server/features/uploads';
import type { UploadedImage } from '../../src/shared/schemas/common';
import type { Claim } from '../../src/shared/schemas/deposits';
import { setStatus, setupBookingsApp } from './support/bookings';
import { moveToMinutesBefore } from './support/cancellations';
import {
  answerClaim,
  claimInput,
  depositOf,
  eventsOf,
  filedClaim,
  paidLocalRental,
  runJobs,
  storedDeposit,
} from './support/deposits';
import { solidPng } from './support/images';
import { multipartBody } from './support/multipart';
import { storedNames } from './support/testStorage';
import { bearer } from './support/users';

const context = setupBookingsApp();
const { ctx, clock } = context;

async function holdOf(depositId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(localDepositHolds)
    .where(eq(localDepositHolds.depositId, depositId));
  return row;
}

/** Who the live stream has told, in order, that the rental's deposit or claim changed. */
async function depositNewsOf(bookingId: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ userId: liveEvents.userId })
    .from(liveEvents)
    .where(
      and(
        eq(liveEvents.type, 'deposit.changed'),
        sql`${liveEvents.payload}->>'bookingId' = ${bookingId}`,
      ),
    )
    .orderBy(liveEvents.id);
  return rows.map((row) => row.userId);
}

/** A paid rental of tomorrow (one night), over once the clock has moved two days. */
async function endedRental() {
  const rental = await paidLocalRental(context, 1, 2);
  clock.advanceDays(2);
  await runJobs(ctx.app);
  return rental;
}

describe('security deposits with the local provider', () => {
  it('commits the deposit with the payment, shows it on the checkout page and holds it', async () => {
    const { renter, owner, booking, session } = await paidLocalRental(context, 1, 2);
    const page = await ctx.app.inject({ url: `/api/payments/local/sessions/${session.id}` });
    expect(page.json()).toMatchObject({ deposit: 200 });
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'held', amountCents: 20_000, mode: 'hold' });
    expect(await holdOf(stored?.id ?? '')).toMatchObject({ status: 'held', amountCents: 20_000 });
    const { deposit, claim } = await depositOf(ctx.app, renter.token, booking.id);
    expect(deposit).toMatchObject({ status: 'held', amount: 200, captured: null, canClaim: false });
    expect(claim).toBeNull();
    // The owner may claim only once the rental is over.
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit?.canClaim).toBe(false);
  });

  it('charges (and refunds later) a deposit whose decision could come after a hold lapses', async () => {
    const { booking } = await paidLocalRental(context, 10, 12);
    expect(await storedDeposit(ctx.database.db, booking.id)).toMatchObject({ mode: 'charge' });
  });

  it('releases an unclaimed deposit 48 hours after the rental ends, not before', async () => {
    const { booking } = await endedRental();
    const stored = await storedDeposit(ctx.database.db, booking.id);
    // Ended at midnight where the item is (Springfield, Illinois: UTC−5 in June); now is noon
    // UTC of that day: 41 hours to go.
    expect(stored?.status).toBe('held');
    clock.advanceMinutes(41 * 60 - 1);
    await runJobs(ctx.app);
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('held');
    clock.advanceMinutes(1);
    await runJobs(ctx.app);
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('released');
    expect(await holdOf(stored?.id ?? '')).toMatchObject({ status: 'released' });
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.released')).toEqual([
      { bookingId: booking.id, amountCents: 20_000 },
    ]);
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([]);
  });

  it('releases the hold when the owner cancels the paid rental before it begins', async () => {
    const { owner, booking } = await paidLocalRental(context, 2, 3);
    await setStatus(ctx.app, owner.token, booking.id, 'cancelled', 'The camera broke.');
    await ctx.app.services.outbox.runOnce();
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored?.status).toBe('released');
    expect(await holdOf(stored?.id ?? '')).toMatchObject({ status: 'released' });
  });

  it('keeps the hold of a rental cancelled after it began, for a claim until the usual release', async () => {
    // The renter cancels an hour into the rental's first day.
    const { owner, renter, booking } = await paidLocalRental(context, 2, 4);
    moveToMinutesBefore(clock, booking, -60);
    await setStatus(ctx.app, renter.token, booking.id, 'cancelled', 'Going home early.');
    await ctx.app.services.outbox.runOnce();
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('held');
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit?.canClaim).toBe(true);
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 60),
    );
    expect(claim).toMatchObject({ status: 'open', amount: 60 });
  });

  it('captures an accepted claim and releases the rest, once', async () => {
    const { owner, renter, booking } = await endedRental();
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit?.canClaim).toBe(true);
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 80),
    );
    expect(claim).toMatchObject({ status: 'open', amount: 80, canAnswer: false });
    const seen = await depositOf(ctx.app, renter.token, booking.id);
    expect(seen.claim).toMatchObject({ id: claim.id, canAnswer: true });

    const accepted = await answerClaim(ctx.app, renter.token, claim.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ claim: Claim }>().claim).toMatchObject({
      status: 'accepted',
      decidedAmount: 80,
    });
    expect((await answerClaim(ctx.app, renter.token, claim.id, 'accept')).statusCode).toBe(409);
    await ctx.app.services.outbox.runOnce();
    const stored = await storedDeposit(ctx.database.db, booking.id);
    expect(stored).toMatchObject({ status: 'captured', capturedCents: 8_000 });
    expect(await holdOf(stored?.id ?? '')).toMatchObject({
      status: 'captured',
      capturedCents: 8_000,
    });
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.captured')).toEqual([
      {
        bookingId: booking.id,
        ownerId: owner.id,
        renterId: renter.id,
        claimId: claim.id,
        amountCents: 8_000,
      },
    ]);
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.released')).toEqual([
      { bookingId: booking.id, amountCents: 12_000 },
    ]);
    // The 48-hour release passes by a deposit already settled.
    clock.advanceDays(3);
    await runJobs(ctx.app);
    expect((await depositOf(ctx.app, owner.token, booking.id)).deposit).toMatchObject({
      status: 'captured',
      captured: 80,
      released: 120,
    });
  });

  it("tells both parties' open tabs each time the deposit or its claim changes", async () => {
    const { owner, renter, booking } = await endedRental();
    const both = [renter.id, owner.id];
    // Placed on the card.
    expect(await depositNewsOf(booking.id)).toEqual(both);
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 80),
    );
    expect(await depositNewsOf(booking.id)).toEqual([...both, ...both]);
    const disputed = await answerClaim(ctx.app, renter.token, claim.id, 'dispute', {
      text: 'Not me.',
    });
    expect(disputed.statusCode).toBe(200);
    // The claim disputed, the disputed amount set to be taken, and taken (delivered at once).
    expect(await depositNewsOf(booking.id)).toEqual(Array.from({ length: 5 }, () => both).flat());
  });

  it('accepts a claim the renter leaves unanswered for 72 hours', async () => {
    const { owner, booking } = await endedRental();
    const claim = await filedClaim(
      ctx.app,
      owner.token,
      booking.id,
      await claimInput(ctx.uploadsDir, 200),
    );
    // Past the 48-hour release: the claim holds the deposit.
    clock.advanceMinutes(72 * 60 - 1);
    await runJobs(ctx.app);
    expect((await storedDeposit(ctx.database.db, booking.id))?.status).toBe('held');
    clock.advanceMinutes(1);
    await runJobs(ctx.app);
    const { claim: after, deposit } = await depositOf(ctx.app, owner.token, booking.id);
    expect(after).toMatchObject({ id: claim.id, status: 'accepted', decidedAmount: 200 });
    expect(deposit).toMatchObject({ status: 'captured', captured: 200, released: 0 });
    expect(await eventsOf(ctx.database.db, booking.id, 'deposit.released')).toEqual([]);
  });

  it("tells the renter of the claim, and keeps the claim's photos from the orphan sweep", async () => {
    const { owner, renter, booking } = await endedRental();
    const body = multipartBody('image', 'damage.png', 'image/png', await solidPng(37, 23));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...bearer(owner.token), ...body.headers },
      payload: body.payload,
    });
    const photo = uploaded.json<UploadedImage>();
    await filedClaim(ctx.app, owner.token, booking.id, {
      ...(await claimInput(ctx.uploadsDir)),
      photoUrls: [photo.imageUrl],
    });
    const sweep = createOrphanSweep({
      db: ctx.database.db,
      storage: ctx.imageStorage,
      now: () => new Date(),
      graceMs: 0,
    });
    await sweep.sweep();
    const stored = await storedNames(ctx.imageStorage);
    expect(stored).toContain(photo.imageUrl.replace(/^\/uploads\//, ''));
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, renter.id));
    expect(notices.filter((notice) => notice.kind === 'damage_claim')).toHaveLength(1);
  });
});
