import type { UserSession } from '@talentmatch/shared/administration';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/user/{id}/sessions: the user's live sessions. */
export function useUserSessions(id: string) {
  return useQuery({
    queryKey: queryKeys.administration.userSessions(id),
    queryFn: () =>
      apiRequest<UserSession[]>(`/api/user/${encodeURIComponent(id)}/sessions`, {
        defaultMessage: 'An error occurred while fetching sessions.',
      }),
  });
}

const MESSAGE = 'An error occurred while ending the session.';

/** DELETE api/user/{id}/sessions/{sessionId}, or every session with no sessionId. */
export function useRevokeUserSession(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      apiRequest<void>(`/api/user/${encodeURIComponent(id)}/sessions${sessionId ? `/${encodeURIComponent(sessionId)}` : ''}`, {
        method: 'DELETE',
        defaultMessage: MESSAGE,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.administration.user(id) }),
  });
}
