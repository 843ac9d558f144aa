export { BookingPanel } from './BookingPanel';
export { ChargesBreakdown } from './ChargesBreakdown';
export type { MoneyViewer } from './chargeLines';
export { unitsText } from './costSummary';
export { PaymentBadge, StatusBadge } from './StatusBadge';
