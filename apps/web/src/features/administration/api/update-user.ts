import type { AdminUserDetail, UpdateUserBody } from '@talentmatch/shared/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while saving the user.';

/** PUT api/user: profile fields and the lock. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) =>
      apiRequest<AdminUserDetail>('/api/user', { method: 'PUT', body, errorPrefix: MESSAGE, defaultMessage: MESSAGE }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.all() }),
  });
}
