import type { TeamInvitation } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const INVITE_MESSAGE = 'An error occurred while sending the invitation.';

/** POST api/companies/{id}/invitations {email}: 409 for the plan's seat limit, a member, a pending invitation. */
function inviteMember({ companyId, email }: { companyId: string; email: string }): Promise<TeamInvitation> {
  return apiRequest<TeamInvitation>(`/api/companies/${encodeURIComponent(companyId)}/invitations`, {
    method: 'POST',
    body: { email },
    errorPrefix: INVITE_MESSAGE,
    defaultMessage: INVITE_MESSAGE,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSettled: (_data, _error, { companyId }) => queryClient.invalidateQueries({ queryKey: queryKeys.companies.team(companyId) }),
  });
}
