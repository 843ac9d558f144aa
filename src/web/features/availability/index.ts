export { BlockedDates } from './BlockedDates';
export { blockTexts } from './texts';
