import type { AdminUserDetail } from '@talentmatch/shared/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while changing the administrator role.';

/** POST api/admin/make (grant) or POST api/admin/revoke (take back; the last administrator keeps it). */
export function useSetAdministrator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, grant }: { userId: string; grant: boolean }) =>
      apiRequest<AdminUserDetail>(grant ? '/api/admin/make' : '/api/admin/revoke', {
        method: 'POST',
        body: { userId },
        errorPrefix: MESSAGE,
        defaultMessage: MESSAGE,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.all() }),
  });
}
