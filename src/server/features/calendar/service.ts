import { randomBytes } from 'node:crypto';
import { addDays, utcDateOf } from '../../../shared/calendarDates';
import { feedEventStatus, feedPath, feedTokenOfFile } from '../../../shared/calendarFeed';
import { inEnglish } from '../../../shared/i18n/allCatalogs';
import type { CalendarFeedCreated, CalendarFeedStatus } from '../../../shared/schemas/calendar';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { hashToken } from '../auth';
import { type CalendarEvent, icsOf } from './ics';
import { createCalendarRepo } from './repo';

/** How far back a calendar lists: a year of past rentals, then everything to come. */
const HISTORY_DAYS = 365;

export interface CalendarServiceDeps {
  db: Db;
  now: () => Date;
  /** The site's address without a trailing slash: feed links and the events' dashboard link. */
  siteUrl: string;
}

/** Private calendar feeds of people's rentals, and items' held days as calendar files. */
export function createCalendarService({ db, now, siteUrl }: CalendarServiceDeps) {
  const repo = createCalendarRepo(db);
  // A day either way of a year back changes nothing a subscriber sees: no item's zone needed.
  const since = () => addDays(utcDateOf(now()), -HISTORY_DAYS);

  return {
    async status(userId: string): Promise<CalendarFeedStatus> {
      const feed = await repo.liveFeed(userId);
      return { feed: feed ? { created_at: feed.createdAt.toISOString() } : null };
    },

    /**
     * A new feed for the person; the previous one stops working in the same transaction. The
     * token is returned this once: only its hash is kept.
     */
    async create(userId: string): Promise<CalendarFeedCreated> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const created = await db.transaction(async (tx) => {
        const feeds = createCalendarRepo(tx);
        await feeds.revoke(userId, at);
        return feeds.insert(userId, hashToken(token), at);
      });
      return {
        feed: { url: `${siteUrl}${feedPath(token)}`, created_at: created.createdAt.toISOString() },
      };
    },

    async revoke(userId: string): Promise<void> {
      await repo.revoke(userId, now());
    },

    /** The feed named by its file `<token>.ics`; an unknown or revoked token is not found. */
    async feed(file: string): Promise<string> {
      const token = feedTokenOfFile(file);
      const subscriber = token ? await repo.subscriberOf(hashToken(token)) : undefined;
      if (!subscriber) throw notFound('calendar.notFound');
      const events: CalendarEvent[] = [];
      for (const rental of await repo.rentalsOf(subscriber.userId, since())) {
        const status = feedEventStatus(rental.status);
        if (!status) continue;
        const summary =
          rental.renterId === subscriber.userId
            ? inEnglish('calendar.renting', {
                title: rental.itemTitle,
                owner: rental.ownerFirstName,
              })
            : inEnglish('calendar.lending', {
                title: rental.itemTitle,
                renter: rental.renterFirstName,
              });
        events.push({
          uid: `${rental.id}@lendwell`,
          fromDate: rental.fromDate,
          toDate: rental.toDate,
          summary: status === 'TENTATIVE' ? inEnglish('calendar.requested', { summary }) : summary,
          status,
          description: inEnglish('calendar.description'),
          url: `${siteUrl}/dashboard`,
        });
      }
      return icsOf(
        inEnglish('calendar.feedName', { firstName: subscriber.firstName }),
        events,
        now(),
      );
    },

    /** The item's held days, without anyone's name, as the public booked dates are. */
    async itemCalendar(itemId: string): Promise<{ title: string; ics: string }> {
      const title = await repo.activeItemTitle(itemId);
      if (title === undefined) throw notFound('calendar.notFound');
      const ranges = await repo.heldRanges(itemId, since());
      const events = ranges.map(
        (range): CalendarEvent => ({
          uid: `${range.id}@lendwell`,
          fromDate: range.fromDate,
          toDate: range.toDate,
          summary: inEnglish(range.kind === 'rental' ? 'calendar.booked' : 'calendar.blocked'),
          status: 'CONFIRMED',
        }),
      );
      return {
        title,
        ics: icsOf(inEnglish('calendar.itemFeedName', { title }), events, now()),
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
