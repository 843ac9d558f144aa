export { refuseImpossiblePhone } from './phoneNumbers';
export { toPrivateUser } from './presenters';
export type { UsersRepo } from './repo';
