export { AccountNav, accountPages } from './AccountNav';
export { AccountPageFrame } from './AccountPageFrame';
