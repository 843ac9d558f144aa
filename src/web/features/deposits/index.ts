export { DepositPanel } from './DepositPanel';
