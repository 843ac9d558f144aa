export { NotificationBell } from './NotificationBell';
export { useNotificationsLive } from './unread';
