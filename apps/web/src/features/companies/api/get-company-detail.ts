import type { AdminCompanyDetail } from '@talentmatch/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getCompanyDetail(id: string): Promise<AdminCompanyDetail> {
  return apiRequest<AdminCompanyDetail>(`/api/admin/companies/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while fetching the company.',
  });
}

export function useAdminCompany(id: string) {
  return useQuery({ queryKey: queryKeys.companies.adminDetail(id), queryFn: () => getCompanyDetail(id) });
}
