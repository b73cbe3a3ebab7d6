import type { BenefitList } from '@talentmatch/shared/companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface BenefitListParams {
  search?: string;
  status?: 'active' | 'inactive' | 'all';
  page?: number;
  pageSize?: number;
}

/** GET api/benefits: the active catalogue for everyone, every benefit (with usage) for administrators. */
function listBenefits(params: BenefitListParams): Promise<BenefitList> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return apiRequest<BenefitList>(`/api/benefits?${query}`, { defaultMessage: 'An error occurred while fetching benefits.' });
}

export function useBenefits(params: BenefitListParams) {
  return useQuery({
    queryKey: queryKeys.benefits.list({ ...params }),
    queryFn: () => listBenefits(params),
    placeholderData: keepPreviousData,
  });
}
