import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadNotices } from '../api/notices.ts';

/** "3 unread notifications"; "Notifications" when none. */
function bellLabel(count: number | undefined): string {
  if (!count) return 'Notifications';
  return `Notifications, ${count} unread`;
}

/** The header's bell: the unread count of the notification centre, a link to its page. */
export function NotificationBell({ to }: { to: string }) {
  const { data: count } = useUnreadNotices();
  const label = bellLabel(count);
  return (
    <Indicator
      label={count && count > 99 ? '99+' : count}
      disabled={!count}
      size={18}
      color="red"
      offset={6}
      data-testid="notification-count"
    >
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
      >
        <IconBell size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
