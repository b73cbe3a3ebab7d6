import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The zone the browser runs in (Intl), the default of an account that has none. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET api/account/time-zone: null until the account has one. */
export function useAccountTimeZone(enabled = true) {
  return useQuery({
    queryKey: queryKeys.account.timeZone(),
    queryFn: () => apiRequest<{ timeZone: string | null }>('/api/account/time-zone', { defaultMessage: 'Could not load your time zone.' }),
    select: (data) => data.timeZone,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The zone the viewer sees times in: the account's, else the browser's. */
export function useViewerTimeZone(): string {
  return useAccountTimeZone().data ?? browserTimeZone();
}

/** PUT api/account/time-zone */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) =>
      apiRequest<{ timeZone: string }>('/api/account/time-zone', {
        method: 'PUT',
        body: { timeZone },
        errorPrefix: 'Could not save your time zone',
        defaultMessage: 'Could not save your time zone.',
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.account.timeZone(), data);
      return queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all() });
    },
  });
}
