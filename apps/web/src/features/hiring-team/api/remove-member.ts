import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while removing the team member.';

/** DELETE api/companies/{id}/members/{userId}: the member loses company and employer access. */
function removeMember({ companyId, userId }: { companyId: string; userId: string }): Promise<void> {
  return apiRequest<void>(`/api/companies/${encodeURIComponent(companyId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGE,
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: (_d, _e, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.companies.team(companyId) }),
  });
}
