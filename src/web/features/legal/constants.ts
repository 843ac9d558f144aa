import type { CalendarDate } from '../../../shared/calendarDates';

export const LEGAL_LAST_UPDATED: CalendarDate = '2026-11-24';
