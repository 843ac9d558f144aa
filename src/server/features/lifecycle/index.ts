export { startClockJob } from './clockJob';
export { ITEM_CACHE_STALE_EVENT } from './itemTransaction';
export { paymentStateOf } from './paymentState';
export { type BookingRecord, createBookingRecords } from './records';
export { isPayable, overlaps, PAYABLE_PAYMENT_STATUSES, type SweepScope } from './repo';
export {
  type AdminCancelOutcome,
  createLifecycle,
  type Lifecycle,
  type PaymentOutcome,
} from './service';
export { inStateAsOfSql } from './sweepSql';
