import ical, { ICalEventStatus } from 'ical-generator';
import type { CalendarDate } from '../../../shared/calendarDates';
import { allDayEventOf, type FeedEventStatus } from '../../../shared/calendarFeed';

const PRODUCT = { company: 'Lendwell', product: 'Rentals', language: 'EN' } as const;
/** How often subscribed calendars are asked to refresh. */
const REFRESH_SECONDS = 60 * 60;

export interface CalendarEvent {
  uid: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  summary: string;
  status: FeedEventStatus;
  description?: string;
  url?: string;
}

const STATUS: Record<FeedEventStatus, ICalEventStatus> = {
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
};

/** A dated day at midnight UTC; with allDay, ical-generator writes it as a plain DATE. */
const utcDay = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/** An iCalendar file of all-day events, written by ical-generator. */
export function icsOf(name: string, events: readonly CalendarEvent[], stamp: Date): string {
  const calendar = ical({ name, prodId: PRODUCT, ttl: REFRESH_SECONDS });
  for (const event of events) {
    const days = allDayEventOf(event);
    calendar.createEvent({
      id: event.uid,
      start: utcDay(days.start),
      end: utcDay(days.end),
      allDay: true,
      stamp,
      summary: event.summary,
      status: STATUS[event.status],
      description: event.description ?? null,
      url: event.url ?? null,
    });
  }
  return calendar.toString();
}
