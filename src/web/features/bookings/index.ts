export { BookingPanel } from './BookingPanel';
export { unitsText } from './costSummary';
export { PaymentBadge, StatusBadge } from './StatusBadge';
