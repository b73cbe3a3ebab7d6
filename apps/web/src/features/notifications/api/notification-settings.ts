import type { NotificationKind } from '@talentmatch/shared/email-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';

export type NotificationSettings = Record<NotificationKind, boolean>;
const key = ['account', 'notifications'] as const;
const SAVE_ERROR = 'An error occurred while saving your notification settings.';

/** GET api/account/notifications: which email kinds the signed-in user receives. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: key,
    queryFn: () =>
      apiRequest<NotificationSettings>('/api/account/notifications', {
        defaultMessage: 'An error occurred while fetching your notification settings.',
      }),
  });
}

/** PUT api/account/notifications: switch one or more kinds on or off. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationSettings>) =>
      apiRequest<NotificationSettings>('/api/account/notifications', {
        method: 'PUT',
        body,
        errorPrefix: SAVE_ERROR,
        defaultMessage: SAVE_ERROR,
      }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
