import type { TeamView } from '@talentmatch/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reissueTokens } from '../../../lib/session.ts';

const MESSAGE = 'An error occurred while handing over the account-manager role.';

/** PUT api/companies/{id}/account-manager {userId}, then fresh tokens: the caller's menu loses the team entry. */
async function handOverAccountManager({ companyId, userId }: { companyId: string; userId: string }): Promise<TeamView> {
  const team = await apiRequest<TeamView>(`/api/companies/${encodeURIComponent(companyId)}/account-manager`, {
    method: 'PUT',
    body: { userId },
    errorPrefix: MESSAGE,
    defaultMessage: MESSAGE,
  });
  await reissueTokens(MESSAGE);
  return team;
}

export function useHandOverAccountManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverAccountManager,
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.companies.team(team.companyId), team);
      return queryClient.invalidateQueries({ queryKey: queryKeys.companies.profile(team.companyId) });
    },
  });
}
