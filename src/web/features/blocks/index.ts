export { useBlockState } from './api';
export { BlockedChatNotice } from './BlockedNotice';
export { BlockUserButton } from './BlockUserButton';
