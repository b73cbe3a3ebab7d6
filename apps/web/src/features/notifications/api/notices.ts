import type { InAppNoticePage, InAppNoticeUnread } from '@talentmatch/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const NOTICES_PAGE_SIZE = 20;

/** GET api/notifications/unread-count: the bell's count; kept current by the live `notification` event (lib/live-events.ts). */
export function useUnreadNotices() {
  return useQuery({
    queryKey: queryKeys.notices.unread(),
    queryFn: ({ signal }) => apiRequest<InAppNoticeUnread>('/api/notifications/unread-count', { signal }),
    select: (answer) => answer.count,
  });
}

/** GET api/notifications: one page of the signed-in user's notices, newest first. */
export function useNotices(page: number) {
  return useQuery({
    queryKey: queryKeys.notices.page(page),
    queryFn: ({ signal }) =>
      apiRequest<InAppNoticePage>(`/api/notifications?page=${page}&pageSize=${NOTICES_PAGE_SIZE}`, {
        signal,
        defaultMessage: 'An error occurred while fetching your notifications.',
      }),
  });
}

/** POST api/notifications/read: the notices shown are read; the bell takes the unread count left. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<{ unread: number }>('/api/notifications/read', {
        method: 'POST',
        body: { ids },
        defaultMessage: 'An error occurred while marking your notifications read.',
      }),
    onSuccess: ({ unread }) => queryClient.setQueryData<InAppNoticeUnread>(queryKeys.notices.unread(), { count: unread }),
  });
}
