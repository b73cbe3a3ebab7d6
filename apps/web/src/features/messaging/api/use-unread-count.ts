import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { getUnreadCount } from './messaging-api.ts';

/** The signed-in user's unread message count; kept current by the live events (lib/live-events.ts). */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: queryKeys.messages.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    select: (answer) => answer.count,
  });
}
