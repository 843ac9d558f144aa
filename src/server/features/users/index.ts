export { toPrivateUser } from './presenters';
export type { UsersRepo } from './repo';
