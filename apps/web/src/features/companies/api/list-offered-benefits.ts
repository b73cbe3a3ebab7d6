import type { BenefitList } from '@talentmatch/shared/companies';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET api/benefits: the active catalogue a company picks its benefits from. */
function listOfferedBenefits(): Promise<BenefitList> {
  return apiRequest<BenefitList>('/api/benefits?status=active', { defaultMessage: 'An error occurred while fetching benefits.' });
}

export function useOfferedBenefits() {
  return useQuery({ queryKey: queryKeys.benefits.list({ status: 'active' }), queryFn: listOfferedBenefits });
}
