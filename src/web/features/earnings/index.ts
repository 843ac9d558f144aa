export { useYearTotals } from './api';
export { earningsKeys } from './keys';
