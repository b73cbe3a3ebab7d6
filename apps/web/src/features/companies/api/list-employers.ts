import type { AdminEmployerList } from '@talentmatch/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toQuery, type AdminListParams } from './list-companies.ts';

function listEmployers(params: AdminListParams): Promise<AdminEmployerList> {
  return apiRequest<AdminEmployerList>(`/api/admin/employers?${toQuery(params)}`, {
    defaultMessage: 'An error occurred while fetching employers.',
  });
}

export function useAdminEmployers(params: AdminListParams) {
  return useQuery({
    queryKey: queryKeys.companies.adminEmployers({ ...params }),
    queryFn: () => listEmployers(params),
    placeholderData: keepPreviousData,
  });
}
