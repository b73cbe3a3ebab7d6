/** The public face of this feature: what other features may import. */
export { NotificationsSection } from './components/notifications-section.tsx';
export { NotificationBell } from './components/notification-bell.tsx';
