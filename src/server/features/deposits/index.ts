import type { OutboxDispatcher } from '../../outbox/dispatcher';
import { createDepositsService, type DepositsDeps } from './service';
import { DEPOSIT_SETTLE_EVENT } from './settlement';

export { depositsRoutes } from './routes';
export type { DepositsService } from './service';
export {
  commitDepositWithCapture,
  DEPOSIT_CAPTURED_EVENT,
  DEPOSIT_RELEASED_EVENT,
  DEPOSIT_SETTLE_EVENT,
  releaseDepositWithRefund,
} from './settlement';

/**
 * Deposits and damage claims: the service, with its outbox handler registered, which asks the
 * provider to place, capture or release each deposit.
 */
export function createDeposits(deps: Omit<DepositsDeps, 'deliver'> & { outbox: OutboxDispatcher }) {
  const service = createDepositsService({ ...deps, deliver: deps.outbox.deliverPromptly });
  deps.outbox.on([DEPOSIT_SETTLE_EVENT], service.settle);
  return service;
}
