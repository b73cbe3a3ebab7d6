import type { AdminUserDetail, CreateUserBody } from '@talentmatch/shared/administration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while creating the user.';

/** POST api/user: the person gets an email to choose a password. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) =>
      apiRequest<AdminUserDetail>('/api/user', { method: 'POST', body, errorPrefix: MESSAGE, defaultMessage: MESSAGE }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.all() }),
  });
}
