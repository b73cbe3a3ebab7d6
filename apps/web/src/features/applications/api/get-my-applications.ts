import type { ApplicationList, HiringStatus } from '@talentmatch/shared/hiring';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface MyApplicationsParams {
  status: HiringStatus | 'all';
  page: number;
  pageSize: number;
}

/** GET api/applications/mine (candidate): applications and invitations, newest change first. */
function getMyApplications(params: MyApplicationsParams): Promise<ApplicationList> {
  const query = new URLSearchParams({ status: params.status, page: String(params.page), pageSize: String(params.pageSize) });
  return apiRequest<ApplicationList>(`/api/applications/mine?${query}`, {
    defaultMessage: 'An error occurred while fetching your applications.',
  });
}

export function useMyApplications(params: MyApplicationsParams) {
  return useQuery({
    queryKey: queryKeys.applications.mine({ ...params }),
    queryFn: () => getMyApplications(params),
    placeholderData: keepPreviousData,
  });
}
