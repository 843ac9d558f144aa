export { useNotificationsLive } from './api';
export { NotificationBell } from './NotificationBell';
