import type { LastLogin, UserSession } from '@talentmatch/shared/administration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/user/last-login: the login before this one. */
export function useLastLogin() {
  return useQuery({
    queryKey: queryKeys.administration.lastLogin(),
    queryFn: () => apiRequest<LastLogin>('/api/user/last-login', { defaultMessage: 'An error occurred while fetching your last login.' }),
    staleTime: 5 * 60_000,
  });
}

/** GET api/user/me/sessions */
export function useMySessions() {
  return useQuery({
    queryKey: queryKeys.administration.mySessions(),
    queryFn: () =>
      apiRequest<UserSession[]>('/api/user/me/sessions', { defaultMessage: 'An error occurred while fetching your sessions.' }),
  });
}

/** DELETE api/user/me/sessions: every session but this one ends. */
export function useLogOutElsewhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<void>('/api/user/me/sessions', {
        method: 'DELETE',
        defaultMessage: 'An error occurred while ending your other sessions.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.mySessions() }),
  });
}
