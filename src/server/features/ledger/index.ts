export { toAdminPayout } from './presenters';
export { createLedgerRepo, recordBookingLedger } from './repo';
export { ledgerRoutes } from './routes';
export {
  createLedgerService,
  DEPOSIT_CAPTURED_EVENT,
  type LedgerService,
  markPayoutPaidIn,
  PAYOUT_REQUESTED_EVENT,
} from './service';
