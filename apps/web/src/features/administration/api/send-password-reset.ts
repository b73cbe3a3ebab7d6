import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST api/user/{id}/password-reset */
export function useSendPasswordReset(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/api/user/${encodeURIComponent(id)}/password-reset`, {
        method: 'POST',
        defaultMessage: 'An error occurred while sending the password-reset email.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.userAudit(id) }),
  });
}
