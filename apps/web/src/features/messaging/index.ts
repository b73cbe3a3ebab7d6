/** The public face of this feature: what other features may import. */
export { MessageButton } from './components/message-button.tsx';
export { messagesPath } from './messaging-paths.ts';
export { useUnreadCount } from './api/use-unread-count.ts';
