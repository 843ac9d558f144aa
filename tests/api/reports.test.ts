import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { items, reports, users } from '../../src/server/db/schema';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { AccountExport } from '../../src/shared/schemas/accountData';
import { deleteAccount, exportAccount } from './support/account';
import { bookingWorld, setupBookingsApp } from './support/bookings';
import { sendMessage } from './support/messages';
import { fileReport, myReports, postReport } from './support/reports';
import { signUp } from './support/users';

const { ctx, clock } = setupBookingsApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const details = 'The photos are taken from another website.';

const listingReport = (itemId: string, extra: object = {}) => ({
  targetType: 'listing',
  targetId: itemId,
  reason: 'scam',
  details,
  ...extra,
});

async function storedReport(id: string) {
  const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, id));
  return row;
}

describe('POST /api/reports', () => {
  it('refuses a signed-out caller (401) before looking at the body', async () => {
    const response = await postReport(ctx.app, undefined, { reason: 42 });
    expect(response.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/reports/mine' })).statusCode).toBe(401);
  });

  it('files a report of a listing against its owner; the reporter sees it open', async () => {
    const { owner, renter, item } = await bookingWorld(ctx, { title: 'Ladder' });
    const report = await fileReport(ctx.app, renter.token, listingReport(item.id));
    expect(report).toEqual({
      id: expect.any(String),
      targetType: 'listing',
      targetId: item.id,
      target: { label: 'Ladder', path: `/item/${item.id}` },
      reason: 'scam',
      details,
      status: 'open',
      resolutionNote: null,
      resolvedAt: null,
      createdAt: expect.any(String),
    });
    expect(await storedReport(report.id)).toMatchObject({
      reporterId: renter.id,
      targetUserId: owner.id,
    });
    expect(await myReports(ctx.app, renter.token)).toEqual([report]);
    // Nobody else sees it among their own, the reported owner included.
    expect(await myReports(ctx.app, owner.token)).toEqual([]);
  });

  it('files a report of a person, and of a message the reporter received', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const received = await sendMessage(ctx.app, owner.token, {
      receiverId: renter.id,
      itemId: item.id,
      messageText: 'Pay me by wire transfer\nand I will hold it for you.',
    });
    const aboutMessage = await fileReport(ctx.app, renter.token, {
      targetType: 'message',
      targetId: received.id,
      reason: 'scam',
      details,
    });
    expect(aboutMessage.target).toEqual({
      label: 'Message from Sam Patel: "Pay me by wire transfer and I will hold it for you."',
      path: `/chat/${item.id}?with=${owner.id}`,
    });
    expect((await storedReport(aboutMessage.id))?.targetUserId).toBe(owner.id);
    clock.advanceMinutes(1);

    const aboutPerson = await fileReport(ctx.app, renter.token, {
      targetType: 'user',
      targetId: owner.id,
      reason: 'offensive',
      details: 'Rude in every message.',
    });
    expect(aboutPerson.target).toEqual({ label: 'Sam Patel', path: `/users/${owner.id}` });
    expect((await myReports(ctx.app, renter.token)).map((report) => report.id)).toEqual([
      aboutPerson.id,
      aboutMessage.id,
    ]);
  });

  it('takes a listing an administrator hid, but not one taken off the site', async () => {
    const { renter, item, createItem } = await bookingWorld(ctx);
    await ctx.database.db
      .update(items)
      .set({ status: 'hidden', hiddenReason: 'Under review' })
      .where(eq(items.id, item.id));
    expect((await postReport(ctx.app, renter.token, listingReport(item.id))).statusCode).toBe(201);
    const withdrawn = await createItem({ title: 'Old tent' });
    await ctx.database.db
      .update(items)
      .set({ status: 'inactive' })
      .where(eq(items.id, withdrawn.id));
    const response = await postReport(ctx.app, renter.token, listingReport(withdrawn.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(inEnglish('reports.listingNotFound'));
  });

  it('answers 404 for what does not exist or is not the caller’s to see', async () => {
    const { owner, renter, stranger } = await bookingWorld(ctx);
    const message = await sendMessage(ctx.app, owner.token, {
      receiverId: renter.id,
      itemId: null,
      messageText: 'Between the two of us.',
    });
    const gone = await signUp(ctx.app);
    await ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.user.id));
    const cases: [object, string][] = [
      [listingReport(UNKNOWN_ID), inEnglish('reports.listingNotFound')],
      [listingReport('not-an-id'), inEnglish('reports.listingNotFound')],
      [{ ...listingReport(UNKNOWN_ID), targetType: 'user' }, inEnglish('errors.userNotFound')],
      [{ ...listingReport(gone.user.id), targetType: 'user' }, inEnglish('errors.userNotFound')],
      [
        { ...listingReport(UNKNOWN_ID), targetType: 'message' },
        inEnglish('reports.messageNotFound'),
      ],
      // Someone else's conversation: as if the message did not exist.
      [
        { ...listingReport(message.id), targetType: 'message' },
        inEnglish('reports.messageNotFound'),
      ],
    ];
    for (const [payload, error] of cases) {
      const response = await postReport(ctx.app, stranger.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(404);
      expect(response.json()).toEqual({ error, code: 'NOT_FOUND' });
    }
    expect(await ctx.database.db.select().from(reports)).toEqual([]);
  });

  it('refuses a report of oneself, one’s own listing or one’s own message (400)', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const sent = await sendMessage(ctx.app, renter.token, {
      receiverId: owner.id,
      itemId: item.id,
      messageText: 'Is it free on Saturday?',
    });
    const cases: [string, object, string][] = [
      [owner.token, listingReport(item.id), inEnglish('reports.ownListing')],
      [
        owner.token,
        { ...listingReport(owner.id), targetType: 'user' },
        inEnglish('reports.yourself'),
      ],
      [
        renter.token,
        { ...listingReport(sent.id), targetType: 'message' },
        inEnglish('reports.ownMessage'),
      ],
    ];
    for (const [token, payload, error] of cases) {
      const response = await postReport(ctx.app, token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error, field: 'targetId' });
    }
  });

  it('refuses a report without a reason from the list or without details (400)', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const cases: [object, string][] = [
      [listingReport(item.id, { reason: 'spam' }), inEnglish('reports.reasonRequired')],
      [listingReport(item.id, { details: '   ' }), inEnglish('reports.detailsRequired')],
      [
        listingReport(item.id, { reason: 'other', details: 'bad' }),
        inEnglish('reports.detailsRequiredForOther'),
      ],
      [listingReport(item.id, { details: 'x'.repeat(1001) }), inEnglish('reports.detailsTooLong')],
      [listingReport(item.id, { targetType: 'review' }), inEnglish('reports.targetTypeInvalid')],
    ];
    for (const [payload, error] of cases) {
      const response = await postReport(ctx.app, renter.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('keeps one open report per reporter and target (409), even when sent at once', async () => {
    const { renter, stranger, item } = await bookingWorld(ctx);
    const [first, second] = await Promise.all([
      postReport(ctx.app, renter.token, listingReport(item.id)),
      postReport(ctx.app, renter.token, listingReport(item.id, { reason: 'unsafe' })),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const again = await postReport(ctx.app, renter.token, listingReport(item.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: inEnglish('reports.alreadyReported'),
      code: 'REPORT_ALREADY_OPEN',
    });
    // Another person's report of the same listing is theirs.
    expect((await postReport(ctx.app, stranger.token, listingReport(item.id))).statusCode).toBe(
      201,
    );
    expect(await myReports(ctx.app, renter.token)).toHaveLength(1);
  });

  it('shows the outcome, and takes a new report once the last one is settled', async () => {
    const { renter, item } = await bookingWorld(ctx);
    const first = await fileReport(ctx.app, renter.token, listingReport(item.id));
    const admin = await signUp(ctx.app);
    const resolvedAt = new Date('2030-06-16T09:00:00.000Z');
    await ctx.database.db
      .update(reports)
      .set({
        status: 'resolved',
        resolutionNote: 'We removed the photos.',
        resolvedAt,
        resolvedBy: admin.user.id,
      })
      .where(eq(reports.id, first.id));
    expect(await myReports(ctx.app, renter.token)).toEqual([
      {
        ...first,
        status: 'resolved',
        resolutionNote: 'We removed the photos.',
        resolvedAt: resolvedAt.toISOString(),
      },
    ]);
    const second = await fileReport(ctx.app, renter.token, listingReport(item.id));
    expect(second.status).toBe('open');
    expect((await postReport(ctx.app, renter.token, listingReport(item.id))).statusCode).toBe(409);
  });
});

describe('reports and the account', () => {
  it('are in the reporter’s export; a deletion keeps them without the reporter’s words', async () => {
    const { owner, renter, item } = await bookingWorld(ctx);
    const report = await fileReport(ctx.app, renter.token, listingReport(item.id));
    const archive = (await exportAccount(ctx.app, renter.token)).json<AccountExport>();
    expect(archive.reports).toEqual([report]);
    // Reports about a person are not theirs to read.
    expect((await exportAccount(ctx.app, owner.token)).json<AccountExport>().reports).toEqual([]);

    expect((await deleteAccount(ctx.app, renter.token, 'Secret123!')).statusCode).toBe(204);
    expect(await storedReport(report.id)).toMatchObject({
      reporterId: renter.id,
      targetUserId: owner.id,
      reason: 'scam',
      status: 'open',
      details: '',
    });
  });
});
