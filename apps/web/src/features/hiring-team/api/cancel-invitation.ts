import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while canceling the invitation.';

/** DELETE api/companies/{id}/invitations/{invitationId}: the link stops working. */
function cancelInvitation({ companyId, invitationId }: { companyId: string; invitationId: string }): Promise<void> {
  return apiRequest<void>(`/api/companies/${encodeURIComponent(companyId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
    defaultMessage: MESSAGE,
  });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSettled: (_d, _e, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.companies.team(companyId) }),
  });
}
