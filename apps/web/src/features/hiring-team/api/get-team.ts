import { required } from '@talentmatch/shared/required';
import type { TeamView } from '@talentmatch/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getTeam(companyId: string): Promise<TeamView> {
  return apiRequest<TeamView>(`/api/companies/${encodeURIComponent(companyId)}/team`, {
    defaultMessage: 'An error occurred while fetching the hiring team.',
  });
}

export function useTeam(companyId: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.companies.team(companyId ?? ''),
    queryFn: () => getTeam(required(companyId)),
    enabled: Boolean(companyId),
  });
}
