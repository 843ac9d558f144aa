import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import { adminCall, signUpAdmin } from './support/admin';
import { setupBookingsApp } from './support/bookings';
import {
  answerClaim,
  claimInput,
  depositOf,
  fileClaim,
  insertDepositRental,
  paidLocalRental,
} from './support/deposits';
import { itemMaker } from './support/items';
import { bearer } from './support/users';

const context = setupBookingsApp();
const { ctx, clock } = context;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function world(endedDaysAgo = 0, claim?: 'open' | 'disputed') {
  const rental = await paidLocalRental(context, 1, 2);
  const item = await itemMaker(ctx.app, ctx.uploadsDir, rental.owner.token)({ title: 'Drone' });
  const ended = await insertDepositRental(ctx.database.db, item, rental.renter.id, {
    today: clock.today(),
    endedDaysAgo,
    claim,
  });
  return { ...rental, ended };
}

describe('deposits and claims refuse what they must', () => {
  it('answers 401 signed out before reading the body', async () => {
    const { ended } = await world(0, 'open');
    const garbage = { amount: 'lots' };
    expect((await fileClaim(ctx.app, undefined, ended.bookingId, garbage)).statusCode).toBe(401);
    expect(
      (await answerClaim(ctx.app, undefined, ended.claimId ?? '', 'dispute', { text: 5 }))
        .statusCode,
    ).toBe(401);
    const read = await ctx.app.inject({ url: `/api/bookings/${ended.bookingId}/deposit` });
    expect(read.statusCode).toBe(401);
    expect((await adminCall(ctx.app, undefined, 'GET', '/claims')).statusCode).toBe(401);
    expect(
      (await adminCall(ctx.app, undefined, 'POST', `/claims/${UNKNOWN_ID}/decide`, garbage))
        .statusCode,
    ).toBe(401);
  });

  it('answers 403 to the wrong person', async () => {
    const { renter, owner, stranger, ended } = await world(0, 'open');
    const input = await claimInput(ctx.uploadsDir);
    expect((await fileClaim(ctx.app, renter.token, ended.bookingId, input)).statusCode).toBe(403);
    const strangerRead = await ctx.app.inject({
      url: `/api/bookings/${ended.bookingId}/deposit`,
      headers: bearer(stranger.token),
    });
    expect(strangerRead.statusCode).toBe(403);
    const claimId = ended.claimId ?? '';
    expect((await answerClaim(ctx.app, owner.token, claimId, 'accept')).statusCode).toBe(403);
    expect((await answerClaim(ctx.app, stranger.token, claimId, 'dispute')).statusCode).toBe(403);
    expect((await adminCall(ctx.app, owner.token, 'GET', '/claims')).statusCode).toBe(403);
    expect(
      (
        await adminCall(ctx.app, renter.token, 'POST', `/claims/${claimId}/decide`, {
          amount: 0,
          note: 'Mine.',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers 404 for what does not exist', async () => {
    const { owner, renter } = await world();
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const input = await claimInput(ctx.uploadsDir);
    expect((await fileClaim(ctx.app, owner.token, UNKNOWN_ID, input)).statusCode).toBe(404);
    expect((await fileClaim(ctx.app, owner.token, 'not-an-id', input)).statusCode).toBe(404);
    expect((await answerClaim(ctx.app, renter.token, UNKNOWN_ID, 'accept')).statusCode).toBe(404);
    const decided = await adminCall(ctx.app, admin.token, 'POST', `/claims/${UNKNOWN_ID}/decide`, {
      amount: 0,
      note: 'Nothing.',
    });
    expect(decided.statusCode).toBe(404);
  });

  it('answers 409 for claims out of turn', async () => {
    const { owner, renter, booking, ended } = await world(0);
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const input = await claimInput(ctx.uploadsDir);
    // The paid rental is still to come.
    const early = await fileClaim(ctx.app, owner.token, booking.id, input);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'RENTAL_NOT_ENDED' });
    expect((await fileClaim(ctx.app, owner.token, ended.bookingId, input)).statusCode).toBe(201);
    const again = await fileClaim(ctx.app, owner.token, ended.bookingId, input);
    expect(again.json()).toMatchObject({ code: 'ALREADY_CLAIMED' });
    const { claim } = await depositOf(ctx.app, renter.token, ended.bookingId);
    const claimId = claim?.id ?? '';
    // An open claim is not the administrators' to decide.
    const notDisputed = await adminCall(ctx.app, admin.token, 'POST', `/claims/${claimId}/decide`, {
      amount: 10,
      note: 'Early.',
    });
    expect(notDisputed.json()).toMatchObject({ code: 'CLAIM_NOT_DISPUTED' });
    expect((await answerClaim(ctx.app, renter.token, claimId, 'dispute')).statusCode).toBe(200);
    const answered = await answerClaim(ctx.app, renter.token, claimId, 'accept');
    expect(answered.json()).toMatchObject({ code: 'CLAIM_ANSWERED' });
  });

  it('answers 409 once the 48 hours to claim or the 72 hours to answer have passed', async () => {
    const { owner, renter } = await world();
    const item = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Old tent' });
    const late = await insertDepositRental(ctx.database.db, item, renter.id, {
      today: clock.today(),
      endedDaysAgo: 3,
      claim: 'open',
    });
    const other = await itemMaker(ctx.app, ctx.uploadsDir, owner.token)({ title: 'Old stove' });
    const closed = await insertDepositRental(ctx.database.db, other, renter.id, {
      today: clock.today(),
      endedDaysAgo: 2,
    });
    const refused = await fileClaim(
      ctx.app,
      owner.token,
      closed.bookingId,
      await claimInput(ctx.uploadsDir),
    );
    expect(refused.json()).toMatchObject({ code: 'CLAIM_WINDOW_CLOSED' });
    const tooLate = await answerClaim(ctx.app, renter.token, late.claimId ?? '', 'dispute');
    expect(tooLate.json()).toMatchObject({ code: 'CLAIM_RESPONSE_CLOSED' });
  });

  it('answers 400 for amounts beyond the deposit or the claim, and for missing photos', async () => {
    const { owner, renter, ended } = await world(0, undefined);
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    const input = await claimInput(ctx.uploadsDir);
    const tooMuch = await fileClaim(ctx.app, owner.token, ended.bookingId, {
      ...input,
      amount: 200.01,
    });
    expect(tooMuch.statusCode).toBe(400);
    for (const body of [
      { ...input, amount: 0 },
      { ...input, amount: 10.005 },
      { ...input, photoUrls: [] },
      { ...input, photoUrls: Array(6).fill(input.photoUrls[0]) },
      { ...input, photoUrls: ['https://example.com/evil.jpg'] },
      { ...input, description: '  ' },
    ]) {
      expect((await fileClaim(ctx.app, owner.token, ended.bookingId, body)).statusCode).toBe(400);
    }
    const claim = (await fileClaim(ctx.app, owner.token, ended.bookingId, input)).json<{
      claim: { id: string };
    }>().claim;
    await answerClaim(ctx.app, renter.token, claim.id, 'dispute');
    const over = await adminCall(ctx.app, admin.token, 'POST', `/claims/${claim.id}/decide`, {
      amount: 80.01,
      note: 'More.',
    });
    expect(over.statusCode).toBe(400);
    const noNote = await adminCall(ctx.app, admin.token, 'POST', `/claims/${claim.id}/decide`, {
      amount: 10,
    });
    expect(noNote.statusCode).toBe(400);
    for (const amount of ['', '  ', null]) {
      const blank = await adminCall(ctx.app, admin.token, 'POST', `/claims/${claim.id}/decide`, {
        amount,
        note: 'Nothing?',
      });
      expect(blank.statusCode, JSON.stringify(amount)).toBe(400);
    }
  });

  it('answers 403 to an administrator deciding a claim on their own rental', async () => {
    const { owner, renter, ended } = await world(0, undefined);
    const claim = (
      await fileClaim(ctx.app, owner.token, ended.bookingId, await claimInput(ctx.uploadsDir))
    ).json<{ claim: { id: string } }>().claim;
    await answerClaim(ctx.app, renter.token, claim.id, 'dispute');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
    const own = await adminCall(ctx.app, owner.token, 'POST', `/claims/${claim.id}/decide`, {
      amount: 80,
      note: 'All of it.',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: inEnglish('deposits.ownRental') });
  });
});
