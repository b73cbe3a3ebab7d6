import { Notifications } from '@mantine/notifications';

/** The toast container, in its own module so providers.tsx can load it (and its transitions) on the first toast. */
export function NotificationsContainer() {
  return <Notifications position="top-right" />;
}
