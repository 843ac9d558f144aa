export { ClaimDetails } from './ClaimDetails';
export { DepositPanel } from './DepositPanel';
