import { required } from '@talentmatch/shared/required';
import type { CompanyProfile } from '@talentmatch/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function getCompany(id: string): Promise<CompanyProfile> {
  return apiRequest<CompanyProfile>(`/api/companies/${encodeURIComponent(id)}`, {
    defaultMessage: 'An error occurred while fetching the company.',
  });
}

export function useCompany(id: string | null | undefined) {
  return useQuery({ queryKey: queryKeys.companies.profile(id ?? ''), queryFn: () => getCompany(required(id)), enabled: Boolean(id) });
}
