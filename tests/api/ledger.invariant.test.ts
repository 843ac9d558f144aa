import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeOutboxEvents } from '../../src/server/outbox/repo';
import type { CancellationPolicy } from '../../src/shared/cancellationPolicy';
import type { Item } from '../../src/shared/schemas/items';
import { adminCall, signUpAdmin } from './support/admin';
import { changeStatus, type Party, requestBooking, setupBookingsApp } from './support/bookings';
import { itemMaker } from './support/items';
import { balanceOf, ledgerTotal, moneyOutsideLedger, requestPayout } from './support/ledger';
import { payLocally, requestCheckout } from './support/payments';
import { signUp } from './support/users';

const { ctx, clock } = setupBookingsApp();

/** The sequence is the same on every run: a failure names the operation it happened at. */
const SEED = 20_261_127;
const OPERATIONS = 500;

type Operation =
  | { kind: 'request'; item: number; renter: number; from: number; days: number }
  | { kind: 'confirm' | 'pay' | 'cancel_by_renter' | 'cancel_by_owner'; pick: number }
  | { kind: 'advance'; days: number }
  | { kind: 'deposit'; pick: number; cents: number; replay: boolean }
  | { kind: 'payout'; owner: number }
  | { kind: 'mark_paid'; pick: number }
  | { kind: 'deliver' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      item: fc.nat(3),
      renter: fc.nat(1),
      from: fc.integer({ min: 1, max: 20 }),
      days: fc.integer({ min: 1, max: 4 }),
    }),
  },
  ...(['confirm', 'pay', 'cancel_by_renter', 'cancel_by_owner'] as const).map((kind) => ({
    weight: kind === 'pay' ? 6 : 3,
    arbitrary: fc.record({ kind: fc.constant(kind), pick: fc.nat() }),
  })),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      days: fc.integer({ min: 1, max: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      pick: fc.nat(),
      cents: fc.integer({ min: 1, max: 20_000 }),
      replay: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payout' as const), owner: fc.nat(1) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('mark_paid' as const), pick: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'deliver' as const }) },
);

async function person(firstName: string): Promise<Party> {
  const account = await signUp(ctx.app, { firstName, lastName: 'Ledger' });
  return { token: account.token, id: account.user.id };
}

interface Booked {
  id: string;
  renter: Party;
  owner: Party;
}

describe('the ledger after a random sequence of operations', () => {
  it(`holds what was charged minus what was refunded and paid out, after ${OPERATIONS} operations`, async () => {
    const owners = [await person('Olga'), await person('Omar')];
    const renters = [await person('Rita'), await person('Raj')];
    const admin = await signUpAdmin(ctx.app, ctx.database.db);
    // Every policy, odd prices so that shares round, two owners.
    const plan: [number, CancellationPolicy, number][] = [
      [0, 'flexible', 37.5],
      [0, 'moderate', 80],
      [1, 'strict', 123.45],
      [1, 'moderate', 19.99],
    ];
    const items: { item: Item; owner: Party }[] = [];
    for (const [ownerIndex, policy, price] of plan) {
      const owner = owners[ownerIndex] as Party;
      const make = itemMaker(ctx.app, ctx.uploadsDir, owner.token);
      items.push({ item: await make({ price, cancellationPolicy: policy }), owner });
    }
    const booked: Booked[] = [];
    const payoutIds: string[] = [];
    const claims: { payload: Record<string, unknown>; cents: number }[] = [];
    let capturedCents = 0;

    const pickOf = <T>(list: T[], pick: number): T | undefined =>
      list.length === 0 ? undefined : list[pick % list.length];

    async function check(step: number) {
      const { db } = ctx.database;
      const money = await moneyOutsideLedger(db);
      expect(await ledgerTotal(db), `after operation ${step}`).toBe(
        money.chargedCents + capturedCents - money.refundedCents - money.paidOutCents,
      );
      for (const owner of owners) {
        expect(
          await balanceOf(db, 'owner', owner.id),
          `owner after ${step}`,
        ).toBeGreaterThanOrEqual(0);
      }
      expect(
        await balanceOf(db, 'marketplace'),
        `marketplace after ${step}`,
      ).toBeGreaterThanOrEqual(0);
    }

    async function run(op: Operation) {
      switch (op.kind) {
        case 'request': {
          const chosen = items[op.item] as { item: Item; owner: Party };
          const renter = renters[op.renter] as Party;
          const response = await requestBooking(ctx.app, renter.token, {
            itemId: chosen.item.id,
            fromDate: clock.day(op.from),
            toDate: clock.day(op.from + op.days),
          });
          if (response.statusCode === 201) {
            const { booking } = response.json<{ booking: { id: string } }>();
            booked.push({ id: booking.id, renter, owner: chosen.owner });
          }
          return;
        }
        case 'confirm': {
          const target = pickOf(booked, op.pick);
          if (target) await changeStatus(ctx.app, target.owner.token, target.id, 'confirmed');
          return;
        }
        case 'pay': {
          const target = pickOf(booked, op.pick);
          if (!target) return;
          const checkout = await requestCheckout(ctx.app, target.renter.token, target.id);
          if (checkout.statusCode === 200) {
            await payLocally(ctx.app, checkout.json<{ id: string }>().id);
          }
          return;
        }
        case 'cancel_by_renter': {
          const target = pickOf(booked, op.pick);
          if (target) {
            await changeStatus(
              ctx.app,
              target.renter.token,
              target.id,
              'cancelled',
              'Plans changed',
            );
          }
          return;
        }
        case 'cancel_by_owner': {
          const target = pickOf(booked, op.pick);
          if (!target) return;
          // An owner rejects a request, or cancels a confirmed rental.
          const rejected = await changeStatus(ctx.app, target.owner.token, target.id, 'rejected');
          if (rejected.statusCode !== 200) {
            await changeStatus(ctx.app, target.owner.token, target.id, 'cancelled', 'It broke');
          }
          return;
        }
        case 'advance':
          clock.advanceDays(op.days);
          await ctx.app.services.bookings.sweep();
          return;
        case 'deposit': {
          const earlier = op.replay ? pickOf(claims, op.pick) : undefined;
          const target = pickOf(booked, op.pick);
          if (!earlier && !target) return;
          const claim = earlier ?? {
            cents: op.cents,
            payload: {
              bookingId: target?.id,
              ownerId: target?.owner.id,
              renterId: target?.renter.id,
              claimId: crypto.randomUUID(),
              amountCents: op.cents,
            },
          };
          if (!earlier) {
            claims.push(claim);
            capturedCents += claim.cents;
          }
          await ctx.database.db.transaction((tx) =>
            writeOutboxEvents(tx, [
              { type: 'deposit.captured', actorRole: 'system', payload: claim.payload },
            ]),
          );
          await ctx.app.services.outbox.runOnce();
          return;
        }
        case 'payout': {
          const response = await requestPayout(ctx.app, (owners[op.owner] as Party).token);
          if (response.statusCode === 201) {
            payoutIds.push(response.json<{ payout: { id: string } }>().payout.id);
          } else {
            expect(response.statusCode).toBe(409);
          }
          return;
        }
        case 'mark_paid': {
          const id = pickOf(payoutIds, op.pick);
          if (id) {
            const response = await adminCall(
              ctx.app,
              admin.token,
              'POST',
              `/payouts/${id}/paid`,
              {},
            );
            expect(response.statusCode).toBe(200);
          }
          return;
        }
        case 'deliver':
          await ctx.app.services.outbox.runOnce();
          return;
      }
    }

    const [operations] = fc.sample(
      fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }),
      { seed: SEED, numRuns: 1 },
    );
    if (!operations) throw new Error('no operations were drawn');
    for (const [index, op] of operations.entries()) {
      await run(op);
      if ((index + 1) % 100 === 0) await check(index + 1);
    }
    // Whatever is still open settles: the rentals end, the refunds are confirmed.
    clock.advanceDays(40);
    await ctx.app.services.bookings.sweep();
    await ctx.app.services.outbox.runOnce();
    await check(OPERATIONS);
    for (const { id } of booked) {
      const held = await balanceOf(ctx.database.db, 'held', id);
      expect(held, `money still held for ${id}`).toBe(0);
    }
    // The sequence did exercise every source of entries.
    const { rows } = (await ctx.database.db.execute(
      sql`select distinct kind from ledger_entries order by kind`,
    )) as unknown as { rows: { kind: string }[] };
    expect(rows.map((row) => row.kind)).toEqual([
      'cancellation_earning',
      'charge',
      'deposit_capture',
      'fee',
      'payout',
      'refund',
      'rental_earning',
      'settlement',
    ]);
  }, 180_000);
});
