export { toAdminPayout } from './presenters';
export { createLedgerRepo, recordBookingLedger } from './repo';
export { ledgerRoutes } from './routes';
export {
  createLedgerService,
  type LedgerService,
  markPayoutPaidIn,
  PAYOUT_REQUESTED_EVENT,
} from './service';
