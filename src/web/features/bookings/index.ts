export { BookingPanel } from './BookingPanel';
export { ChargesBreakdown } from './ChargesBreakdown';
export type { MoneyViewer } from './chargeLines';
export { PaymentBadge, StatusBadge } from './StatusBadge';
