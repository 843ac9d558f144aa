import type { CalendarDate } from '../../shared/calendarDates';

/** Dates a search asked for, both or none. */
export interface SearchedDates {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * An item's page, with the dates searched for already chosen in its booking panel: the
 * renter who looked for a weekend books that weekend without picking it again.
 */
export function itemLink(id: string, dates?: SearchedDates): string {
  if (!dates) return `/item/${id}`;
  return `/item/${id}?${new URLSearchParams({ from: dates.from, to: dates.to })}`;
}
