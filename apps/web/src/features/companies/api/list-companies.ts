import type { AdminCompanyList } from '@talentmatch/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AdminListParams {
  search: string;
  page: number;
  pageSize: number;
}

export const toQuery = (params: AdminListParams) =>
  new URLSearchParams({ search: params.search, page: String(params.page), pageSize: String(params.pageSize) });

function listCompanies(params: AdminListParams): Promise<AdminCompanyList> {
  return apiRequest<AdminCompanyList>(`/api/admin/companies?${toQuery(params)}`, {
    defaultMessage: 'An error occurred while fetching companies.',
  });
}

export function useAdminCompanies(params: AdminListParams) {
  return useQuery({
    queryKey: queryKeys.companies.adminList({ ...params }),
    queryFn: () => listCompanies(params),
    placeholderData: keepPreviousData,
  });
}
