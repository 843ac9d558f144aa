import { describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { inEnglish } from '../../src/shared/i18n/allCatalogs';
import type { CalendarFeedCreated } from '../../src/shared/schemas/calendar';
import { book, bookingWorld, setStatus, setupBookingsApp } from './support/bookings';
import { payBooking } from './support/receipts';
import { bearer } from './support/users';

const SITE = 'https://lendwell.example';
const context = setupBookingsApp({ mail: { devMailbox: true, siteUrl: SITE } });
const { ctx, clock } = context;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const compact = (date: string) => date.replaceAll('-', '');

function feedRequest(app: App, token: string | undefined, method: 'GET' | 'POST' | 'DELETE') {
  return app.inject({
    method,
    url: '/api/account/calendar-feed',
    headers: token ? bearer(token) : {},
  });
}

async function createFeed(app: App, token: string): Promise<string> {
  const response = await feedRequest(app, token, 'POST');
  expect(response.statusCode).toBe(201);
  return response.json<CalendarFeedCreated>().feed.url;
}

/** Reads a feed the way a calendar app does: by its URL alone. */
const readFeed = (app: App, url: string) => app.inject({ url: url.replace(SITE, '') });

/** The VEVENT blocks of an iCalendar text, each as its unfolded lines. */
function eventsOf(ics: string): string[][] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: string[][] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else current?.push(line);
  }
  return events;
}

/** A world with a paid (confirmed) rental, a pending request and a cancelled one. */
async function rentals() {
  const world = await bookingWorld(ctx);
  const confirmed = await book(
    ctx.app,
    world.renter.token,
    world.item,
    clock.day(10),
    clock.day(13),
  );
  await payBooking(ctx.app, world.renter.token, confirmed.id);
  const pending = await book(ctx.app, world.renter.token, world.item, clock.day(20), clock.day(22));
  const cancelled = await book(
    ctx.app,
    world.renter.token,
    world.item,
    clock.day(30),
    clock.day(31),
  );
  await setStatus(ctx.app, world.renter.token, cancelled.id, 'cancelled', 'Plans changed.');
  return { ...world, confirmed, pending, cancelled };
}

describe('a person’s calendar feed', () => {
  it('lists their rentals as renter: all-day events, the end exclusive, pending ones tentative', async () => {
    const { renter, confirmed, pending, cancelled } = await rentals();
    const url = await createFeed(ctx.app, renter.token);
    expect(url).toMatch(new RegExp(`^${SITE}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));

    const response = await readFeed(ctx.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const ics = response.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('PRODID:-//Lendwell//Rentals//EN');
    expect(ics).toContain('X-WR-CALNAME:Lendwell rentals of Jamie');

    const events = eventsOf(ics);
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first).toContain(`UID:${confirmed.id}@lendwell`);
    expect(first).toContain(`DTSTART;VALUE=DATE:${compact(clock.day(10))}`);
    // Returned on day 13, which is free again: DTEND is exclusive, as the booking's range is.
    expect(first).toContain(`DTEND;VALUE=DATE:${compact(clock.day(13))}`);
    expect(first).toContain('SUMMARY:Renting Cordless drill from Sam');
    expect(first).toContain('STATUS:CONFIRMED');
    expect(first).toContain(`URL;VALUE=URI:${SITE}/dashboard`);
    expect(second).toContain(`UID:${pending.id}@lendwell`);
    expect(second).toContain('SUMMARY:Requested: Renting Cordless drill from Sam');
    expect(second).toContain('STATUS:TENTATIVE');
    expect(ics).not.toContain(cancelled.id);
    // Only first names: never the other party's last name.
    expect(ics).not.toContain('Patel');
  });

  it('lists the owner’s rentals as lending, with the renter’s first name', async () => {
    const { owner } = await rentals();
    const ics = (await readFeed(ctx.app, await createFeed(ctx.app, owner.token))).body;
    const summaries = eventsOf(ics).flatMap((event) =>
      event.filter((line) => line.startsWith('SUMMARY:')),
    );
    expect(summaries).toEqual([
      'SUMMARY:Lending Cordless drill to Jamie',
      'SUMMARY:Requested: Lending Cordless drill to Jamie',
    ]);
  });

  it('tells whether a feed is live, without its secret', async () => {
    const { renter } = await bookingWorld(ctx);
    expect((await feedRequest(ctx.app, renter.token, 'GET')).json()).toEqual({ feed: null });
    await createFeed(ctx.app, renter.token);
    const status = await feedRequest(ctx.app, renter.token, 'GET');
    expect(status.statusCode).toBe(200);
    expect(Object.keys(status.json().feed)).toEqual(['created_at']);
  });

  it('a new link kills the old one; turning it off kills the new one', async () => {
    const { renter } = await bookingWorld(ctx);
    const oldUrl = await createFeed(ctx.app, renter.token);
    const newUrl = await createFeed(ctx.app, renter.token);
    expect(newUrl).not.toBe(oldUrl);
    expect((await readFeed(ctx.app, oldUrl)).statusCode).toBe(404);
    expect((await readFeed(ctx.app, newUrl)).statusCode).toBe(200);

    expect((await feedRequest(ctx.app, renter.token, 'DELETE')).statusCode).toBe(204);
    expect((await readFeed(ctx.app, newUrl)).statusCode).toBe(404);
    expect((await feedRequest(ctx.app, renter.token, 'GET')).json()).toEqual({ feed: null });
    // Turning off what is already off is done all the same.
    expect((await feedRequest(ctx.app, renter.token, 'DELETE')).statusCode).toBe(204);
  });

  it('answers 404 for an unknown token or a file that is no feed', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'feed.ics', 'x', `${'A'.repeat(43)}.json`]) {
      const response = await ctx.app.inject({ url: `/api/calendar/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: inEnglish('calendar.notFound') });
    }
  });

  it('answers 401 to the account routes signed out', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await feedRequest(ctx.app, undefined, method)).statusCode).toBe(401);
    }
  });
});

describe('an item’s booked dates as a calendar file', () => {
  it('is a download of held days, without anyone’s name', async () => {
    const { item } = await rentals();
    const response = await ctx.app.inject({ url: `/api/items/${item.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="cordless-drill-booked-dates.ics"',
    );
    const events = eventsOf(response.body);
    // Only the confirmed rental holds days; the pending request does not yet.
    expect(events).toHaveLength(1);
    expect(events[0]).toContain(`DTSTART;VALUE=DATE:${compact(clock.day(10))}`);
    expect(events[0]).toContain(`DTEND;VALUE=DATE:${compact(clock.day(13))}`);
    expect(events[0]).toContain('SUMMARY:Booked');
    expect(response.body).not.toMatch(/Jamie|Sam|Rivera|Patel/);
  });

  it('answers 404 for an unknown or malformed item', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      const response = await ctx.app.inject({ url: `/api/items/${id}/calendar.ics` });
      expect(response.statusCode).toBe(404);
    }
  });
});
