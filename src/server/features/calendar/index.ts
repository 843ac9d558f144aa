export { calendarRoutes } from './routes';
export { type CalendarService, createCalendarService } from './service';
