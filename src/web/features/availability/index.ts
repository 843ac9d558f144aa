export { BlockedDates } from './BlockedDates';
