export { AccountNav, accountPages } from './AccountNav';
