import type { TeamInvitation } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const MESSAGE = 'An error occurred while resending the invitation.';

/** POST api/companies/{id}/invitations/{invitationId}/resend: a new expiry and the mail again. */
function resendInvitation({ companyId, invitationId }: { companyId: string; invitationId: string }): Promise<TeamInvitation> {
  return apiRequest<TeamInvitation>(
    `/api/companies/${encodeURIComponent(companyId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
    { method: 'POST', defaultMessage: MESSAGE },
  );
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: (_d, _e, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.companies.team(companyId) }),
  });
}
