import { Badge, type BadgeProps } from '@mantine/core';
import { unreadBadgeLabel, unreadBadgeText } from './unread-format.ts';

export interface UnreadBadgeProps {
  count: number | null | undefined;
  size?: BadgeProps['size'];
}

/** A red count of unread messages; hidden at 0, "99+" above 99, with a spoken label. */
export function UnreadBadge({ count, size = 'sm' }: UnreadBadgeProps) {
  const text = unreadBadgeText(count);
  if (!text || !count) return null;
  const label = unreadBadgeLabel(count);
  return (
    <Badge size={size} color="red" variant="filled" circle={text.length === 1} aria-label={label} title={label} data-testid="unread-badge">
      {text}
    </Badge>
  );
}
